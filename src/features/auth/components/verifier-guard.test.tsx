import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { VerifierAccount } from '@/domain/verifiers';

import { SessionContext, type Session } from '../session-context';
import { VerifierGuard } from './verifier-guard';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

const user = { uid: 'v1', email: 'hr@acme.example', displayName: null };
const account: VerifierAccount = {
  uid: 'v1',
  email: 'hr@acme.example',
  organisation: 'Acme Recruitment',
  dailyAllowance: 500,
  status: 'active',
  addedBy: 'admin@larkfield.example',
  addedAt: new Date(),
  accessEventId: 'e-1',
  lastEventId: 'e-1',
};

function renderGuard(session: Partial<Session>) {
  const value: Session = {
    loading: false,
    user: null,
    isStaff: false,
    role: null,
    verifier: null,
    signingOut: false,
    signOut: vi.fn(async () => {}),
    recheck: async () => {},
    follow: () => {},
    ...session,
  };
  render(
    <SessionContext value={value}>
      <MemoryRouter initialEntries={['/verify/batch']}>
        <Routes>
          <Route
            path="/verify/batch"
            element={
              <VerifierGuard>
                <h1>Batch check</h1>
              </VerifierGuard>
            }
          />
          <Route path="/login" element={<CurrentLocation />} />
          <Route path="/dashboard" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  return value;
}

describe('VerifierGuard', () => {
  it('says it is checking while the session loads', () => {
    renderGuard({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
  });

  it('sends someone signed out to the login, remembering the page', () => {
    renderGuard({ user: null });
    expect(screen.getByText('Now at /login?redirect=%2Fverify%2Fbatch')).toBeInTheDocument();
  });

  it('lets an active verifier through', () => {
    renderGuard({ user, verifier: account });
    expect(screen.getByRole('heading', { name: 'Batch check' })).toBeInTheDocument();
  });

  it('sends staff to their dashboard', () => {
    renderGuard({ user, isStaff: true, role: { role: 'admin' } });
    expect(screen.getByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('tells a suspended verifier so', async () => {
    renderGuard({ user, verifier: { ...account, status: 'suspended' } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This verifier account is suspended' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Batch check' })).not.toBeInTheDocument();
  });

  it('tells an account that is neither staff nor a verifier, and signs it out', async () => {
    const session = renderGuard({ user });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This account is not a verifier account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How employers get an account' })).toHaveAttribute(
      'href',
      '/employers',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByText('Now at /login?redirect=%2Fverify%2Fbatch')).toBeInTheDocument();
  });
});
