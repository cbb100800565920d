import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import type { Invitation } from '@/domain/invitations';
import { InvitationRefusedError } from '@/domain/plans/invitation';
import { OKAFOR } from '@/testing/staff';

import type { AcceptInvitationApi } from '../../api/invitation-api';
import { SessionContext, type Session } from '../../session-context';
import { AcceptInvitation } from './accept-invitation';

const invitation: Invitation = {
  email: 'n.patel@harbour.example',
  role: { role: 'centre', centreNumber: '90210' },
  invitedBy: OKAFOR.email,
  invitedByUid: 'u-1',
  invitedAt: new Date(),
  expiresAt: new Date(Date.now() + 3 * 86_400_000),
  codeHash: 'c'.repeat(64),
  lastEventId: 'e-1',
};
const code = 'the-links-code-0123';

const providerError = (code: string) => Object.assign(new Error(code), { code });

function fakeApi(change: Partial<AcceptInvitationApi> = {}) {
  return {
    isInvitationLink: vi.fn(async () => true),
    signInWithLink: vi.fn(async (email: string) => {
      if (email !== invitation.email) throw providerError('auth/invalid-email');
      return { user: { uid: 'u-new', email, displayName: null }, openedBefore: false };
    }),
    startAfresh: vi.fn(async () => {}),
    readInvitation: vi.fn(async (): Promise<Invitation | null> => invitation),
    setPassword: vi.fn(async () => {}),
    accept: vi.fn(async () => {}),
    signInAgain: vi.fn(async () => {}),
    rememberedAddress: vi.fn(() => ''),
    ...change,
  } satisfies AcceptInvitationApi;
}

let becomeStaff: () => void = () => {};

/** The page inside a session that turns staff when the test says, as the provider would. */
function Harness({
  api,
  recheck = async () => {},
  address = `/staff/accept?invite=${code}&mode=signIn&oobCode=abc`,
}: {
  api: AcceptInvitationApi;
  /** The session's recheck of the directory, which the page asks for once it has joined. */
  recheck?: () => Promise<void>;
  /** The page's address, as the link opened it. */
  address?: string;
}) {
  const [isStaff, setStaff] = useState(false);
  useEffect(() => {
    becomeStaff = () => setStaff(true);
  }, []);
  const session: Session = {
    loading: false,
    user: null,
    isStaff,
    role: isStaff && invitation.role.role !== 'verifier' ? invitation.role : null,
    signingOut: false,
    signOut: async () => {},
    recheck,
    follow: () => {},
  };
  return (
    <SessionContext value={session}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/staff/accept" element={<AcceptInvitation api={api} />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </SessionContext>
  );
}

/** The page reads the link from the browser's address bar, as Firebase does. */
function openLink(address = `/staff/accept?invite=${code}&mode=signIn&oobCode=abc`) {
  window.history.replaceState(null, '', address);
}

beforeEach(() => openLink());

async function confirmAddress(address: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: /E-mail Address/ });
  await user.clear(field);
  await user.type(field, address);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('AcceptInvitation', () => {
  it('signs in with the link, shows the invitation, sets the password, accepts with the code, signs in again and opens the dashboard', async () => {
    const steps: string[] = [];
    const api = fakeApi({
      setPassword: vi.fn(async (password: string) => void steps.push(`password ${password}`)),
      accept: vi.fn(async (given: string) => void steps.push(`accept with ${given}`)),
      signInAgain: vi.fn(
        async (email: string, password: string) => void steps.push(`sign in ${email} ${password}`),
      ),
    });
    const recheck = vi.fn(async () => act(() => becomeStaff()));
    render(<Harness api={api} recheck={recheck} />);
    const user = await confirmAddress(' N.Patel@Harbour.example ');
    expect(api.signInWithLink).toHaveBeenCalledWith('n.patel@harbour.example', expect.any(String));
    expect(
      await screen.findByRole('heading', { name: 'You are invited to the staff' }),
    ).toBeVisible();
    expect(screen.getByText('Centre staff')).toBeVisible();
    expect(screen.getByText('90210')).toBeVisible();
    expect(screen.getByText(OKAFOR.email)).toBeVisible();

    await user.type(screen.getByLabelText(/New Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(screen.getByLabelText(/New Password/)).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
    await user.type(screen.getByLabelText(/New Password/), ' and longer');
    await user.type(screen.getByLabelText(/Confirm Password/), 'short and long');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAccessibleDescription(
      'The two passwords are not the same.',
    );
    expect(steps).toEqual([]);

    await user.clear(screen.getByLabelText(/Confirm Password/));
    await user.type(screen.getByLabelText(/Confirm Password/), 'short and longer');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The password first: setting it ends any other session of the account. Then a new session,
    // as access is given only to one begun after it.
    expect(steps).toEqual([
      'password short and longer',
      `accept with ${code}`,
      'sign in n.patel@harbour.example short and longer',
    ]);
  });

  it('closes an account someone opened under the address before the link, and sends a new link', async () => {
    const api = fakeApi({
      signInWithLink: vi.fn(async (email: string) => ({
        user: { uid: 'u-old', email, displayName: null },
        openedBefore: true,
      })),
    });
    render(<Harness api={api} />);
    await confirmAddress(invitation.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We have sent a new link to n.patel@harbour.example.',
    );
    expect(api.startAfresh).toHaveBeenCalledWith(invitation.email, code);
    expect(api.readInvitation).not.toHaveBeenCalled();
  });

  it('says a link that has lost its code cannot be used', async () => {
    openLink('/staff/accept?mode=signIn&oobCode=abc');
    const api = fakeApi();
    render(<Harness api={api} address="/staff/accept?mode=signIn&oobCode=abc" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has lost the invitation code it was sent with.',
    );
    expect(api.signInWithLink).not.toHaveBeenCalled();
  });

  it('says they have joined, and how to sign in, when the new session cannot be opened', async () => {
    const api = fakeApi({ signInAgain: vi.fn(async () => Promise.reject(new Error('offline'))) });
    render(<Harness api={api} />);
    const user = await confirmAddress(invitation.email);
    await user.type(await screen.findByLabelText(/New Password/), 'long enough');
    await user.type(screen.getByLabelText(/Confirm Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have joined the staff.');
    expect(screen.getByRole('link', { name: 'Go to the Login Page' })).toBeVisible();
  });

  it('fills in the address this browser sent the invitation to', async () => {
    render(<Harness api={fakeApi({ rememberedAddress: () => invitation.email })} />);
    expect(await screen.findByRole('textbox', { name: /E-mail Address/ })).toHaveValue(
      invitation.email,
    );
    expect(screen.getByText(/as the invitation was sent from this browser/)).toBeVisible();
  });

  it('says when the address typed is not the one invited, and lets them correct it', async () => {
    const api = fakeApi();
    render(<Harness api={api} />);
    await confirmAddress('someone.else@harbour.example');
    expect(
      await screen.findByRole('textbox', { name: /E-mail Address/ }),
    ).toHaveAccessibleDescription(
      'This is not the address the invitation was sent to. Type the address the e-mail came to.',
    );
    await confirmAddress(invitation.email);
    expect(
      await screen.findByRole('heading', { name: 'You are invited to the staff' }),
    ).toBeVisible();
  });

  it('says a used or expired link cannot be used', async () => {
    const api = fakeApi({
      signInWithLink: vi.fn(async () => Promise.reject(providerError('auth/invalid-action-code'))),
    });
    render(<Harness api={api} />);
    await confirmAddress(invitation.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link cannot be used.This sign-in link has been used already',
    );
    expect(screen.getByRole('link', { name: 'Go to the Login Page' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says when there is no invitation to the address', async () => {
    render(<Harness api={fakeApi({ readInvitation: vi.fn(async () => null) })} />);
    await confirmAddress(invitation.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no invitation to n.patel@harbour.example.It has been withdrawn, or used already.',
    );
  });

  it('says when the invitation expires or goes before it is accepted', async () => {
    const api = fakeApi({
      accept: vi.fn(async () =>
        Promise.reject(new InvitationRefusedError('There is no invitation.')),
      ),
    });
    const recheck = vi.fn(async () => {});
    render(<Harness api={api} recheck={recheck} />);
    const user = await confirmAddress(invitation.email);
    await user.type(await screen.findByLabelText(/New Password/), 'long enough');
    await user.type(screen.getByLabelText(/Confirm Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no invitation to n.patel@harbour.example.',
    );
    expect(recheck).not.toHaveBeenCalled();
  });

  it('explains a visit that is not from a sign-in link', async () => {
    render(<Harness api={fakeApi({ isInvitationLink: vi.fn(async () => false) })} />);
    expect(await screen.findByText('This page opens from an invitation’s e-mail.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the Login Page' })).toBeVisible();
  });
});
