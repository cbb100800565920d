import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

import type { Invitation } from '@/domain/invitations';
import { InvitationRefusedError } from '@/domain/plans/invitation';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { OKAFOR } from '@/testing/staff';
import { fakeStaffApi } from '@/testing/fake-staff-api';

import type { StaffApi, StaffEntry } from '../api/staff-api';
import { StaffScreen } from './staff-screen';

const SELF = OKAFOR.uid;

const entries: StaffEntry[] = [
  {
    uid: SELF,
    email: OKAFOR.email,
    role: { role: 'admin' },
    addedBy: 'registrar@larkfieldawards.example',
    addedAt: new Date(2024, 0, 15, 9),
  },
  {
    uid: 'u-2',
    email: 'm.lee@harbour.example',
    role: { role: 'centre', centreNumber: '90210' },
    addedBy: OKAFOR.email,
    addedAt: new Date(2025, 5, 2, 14),
  },
  {
    uid: 'u-3',
    email: 'old@larkfieldawards.example',
    role: { role: 'centre', centreNumber: '99999' },
    addedBy: '',
    addedAt: null,
  },
];

const waiting: Invitation = {
  email: 'p.shah@harbour.example',
  role: { role: 'centre', centreNumber: '90210' },
  invitedBy: OKAFOR.email,
  invitedByUid: SELF,
  invitedAt: new Date(2020, 0, 1),
  expiresAt: new Date(2020, 0, 8, 9, 30),
  codeHash: 'a'.repeat(64),
  lastEventId: 'e-1',
};

function fakeApi({ emulated = true }: { emulated?: boolean } = {}) {
  return fakeStaffApi({ entries, invitations: [waiting], emulated });
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderStaff(api: StaffApi = fakeApi(), url = '/dashboard/staff') {
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <StaffScreen selfUid={SELF} api={api} />
      <Location />
    </MemoryRouter>,
  );
  return api;
}

const row = (email: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${email}`) }).closest('tr')!;
const invitationItem = (email: string) =>
  within(screen.getByRole('list', { name: 'Invitations waiting' }))
    .getByText(email)
    .closest('li')!;

async function fillInvitation(email: string, centre?: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /E-mail Address/ }), email);
  if (centre) {
    await user.type(screen.getByRole('combobox', { name: /^Centre/ }), centre);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${centre} `) }));
  }
  await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
  return user;
}

describe('StaffScreen', () => {
  it('lists each person with what they reach, who gave them access and when', async () => {
    const api = renderStaff();
    expect(
      await screen.findByText('3 people have staff access, 1 of them an admin.'),
    ).toBeVisible();
    // The cells after the address: what they reach, and when and by whom (on a phone these
    // are said under the address instead).
    const cells = (email: string) =>
      within(row(email))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(OKAFOR.email).slice(0, 2)).toEqual([
      'Admin: every centre',
      '15 January 2024by registrar@larkfieldawards.example',
    ]);
    await waitFor(() =>
      expect(cells('m.lee@harbour.example').slice(0, 2)).toEqual([
        'Centre 90210 · Harbour College, Hull',
        `2 June 2025by ${OKAFOR.email}`,
      ]),
    );
    // A centre not on the register is named by its number; an old entry says what it lacks.
    expect(cells('old@larkfieldawards.example').slice(0, 2)).toEqual([
      'Centre 99999',
      'Date not recordedby unknown',
    ]);
    expect(row('old@larkfieldawards.example')).toHaveTextContent(
      /^old@larkfieldawards\.exampleCentre 99999Date not recordedby unknown/,
    );
    // The centres are named from the figures' snapshot; the one it lacks is read on its own.
    expect(api.readCentres).toHaveBeenCalledWith(['90210', '99999']);
    expect(api.readStaffPage).toHaveBeenCalledWith({ email: '', centre: null }, null);
  });

  it('finds people by the start of their address, kept in the address bar', async () => {
    const user = userEvent.setup();
    renderStaff();
    const search = await screen.findByRole('searchbox', { name: 'Find by e-mail' });
    await user.type(search, 'M.L{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/staff?q=m.l');
    expect(await screen.findByText('1 person whose address starts with ‘m.l’.')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(row('m.lee@harbour.example')).toBeVisible();
  });

  it('narrows the directory to one centre’s staff', async () => {
    const user = userEvent.setup();
    renderStaff();
    const centre = await screen.findByRole('combobox', { name: 'Filter by centre' });
    await user.type(centre, '99999{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/staff?centre=99999');
    expect(await screen.findByText('1 person at centre 99999.')).toBeVisible();
    await waitFor(() =>
      expect(centre).toHaveAccessibleDescription(
        expect.stringContaining('No centre 99999 is on the register.'),
      ),
    );
    expect(row('old@larkfieldawards.example')).toBeVisible();
  });

  it('pages through the directory on its addresses', async () => {
    const user = userEvent.setup();
    const many: StaffEntry[] = Array.from({ length: 27 }, (_, index) => ({
      uid: `u-${index + 10}`,
      email: `person${String(index).padStart(2, '0')}@harbour.example`,
      role: { role: 'centre', centreNumber: '90210' },
      addedBy: 'j.okafor@larkfieldawards.example',
      addedAt: null,
    }));
    renderStaff(fakeStaffApi({ entries: [...entries, ...many], invitations: [waiting] }));
    expect(
      await screen.findByText('30 people have staff access, 1 of them an admin.'),
    ).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages of staff' });
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/staff?after=person21%40harbour.example',
    );
    await waitFor(() => expect(row('person22@harbour.example')).toBeVisible());
    expect(screen.getAllByRole('row')).toHaveLength(6);
    await user.click(within(pages).getByRole('link', { name: /Previous/ }));
    await waitFor(() => expect(row('j.okafor@larkfieldawards.example')).toBeVisible());
  });

  it('lists the newest invitations only, saying how many older ones wait', async () => {
    const older = Array.from({ length: 3 }, (_, index) => ({
      ...waiting,
      email: `older${index}@harbour.example`,
      invitedAt: new Date(2019, 0, index + 1),
    }));
    const api = fakeStaffApi({ entries, invitations: [waiting, ...older], shown: 2 });
    renderStaff(api);
    const list = await screen.findByRole('list', { name: 'Invitations waiting' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('p.shah@harbour.example');
    expect(list).toHaveTextContent('older2@harbour.example');
    expect(
      screen.getByText(
        '2 older invitations are waiting too, listed here once newer ones are accepted or withdrawn.',
      ),
    ).toBeVisible();
  });

  it('lets nobody remove themself, which keeps the last admin', async () => {
    const api = renderStaff();
    const own = await screen.findByRole('button', {
      name: `Remove ${OKAFOR.email}`,
    });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('You cannot remove yourself');
    expect(screen.getByRole('button', { name: 'Remove m.lee@harbour.example' })).toBeEnabled();
    await userEvent.setup().click(own);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.removeStaff).not.toHaveBeenCalled();
  });

  it('removes someone once confirmed, and lists them no more', async () => {
    const user = userEvent.setup();
    const api = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Remove m.lee@harbour.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this person’s staff access?' });
    // Cancel has the focus: a stray Enter removes nobody.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Access' }));
    expect(
      await screen.findByText('m.lee@harbour.example no longer has staff access.'),
    ).toBeVisible();
    expect(api.removeStaff).toHaveBeenCalledWith('u-2');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'm.lee@harbour.example' })).toBeNull(),
    );
  });

  it('says what to fix and sends nothing: no address, a false one, one with access, no centre', async () => {
    const api = renderStaff();
    await screen.findByRole('table');
    const user = await fillInvitation('m.lee@harbour');
    const email = screen.getByRole('textbox', { name: /E-mail Address/ });
    expect(email).toHaveAccessibleDescription(
      'Enter a real e-mail address, such as name@example.com.',
    );
    expect(email).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /^Centre/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose the centre they work for.'),
    );

    // Whether the address has access is asked of the register: the directory shows a page.
    await user.clear(email);
    await user.type(email, 'M.Lee@Harbour.example');
    await user.type(screen.getByRole('combobox', { name: /^Centre/ }), '90210');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'm.lee@harbour.example has staff access already: they are in the Staff Directory below.',
      ),
    );
    expect(email).toHaveFocus();
    expect(api.hasStaffAccess).toHaveBeenCalledWith('m.lee@harbour.example');

    // A centre that is suspended, or not on the register, is refused too.
    await user.clear(email);
    await user.type(email, 'n.new@harbour.example');
    const centre = screen.getByRole('combobox', { name: /^Centre/ });
    await user.clear(centre);
    await user.type(centre, '44120');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(centre).toHaveAccessibleDescription(
        expect.stringContaining(
          'Centre 44120 · Fenwick Skills, York is not active: choose an active centre.',
        ),
      ),
    );
    await user.clear(centre);
    await user.type(centre, '12345');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(centre).toHaveAccessibleDescription(
        expect.stringContaining('No centre 12345 is on the register: choose an active centre.'),
      ),
    );

    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(email).toHaveAccessibleDescription('Enter the e-mail address to invite.');
    expect(api.sendInvitation).not.toHaveBeenCalled();
  });

  it("invites a centre's staff member and, on the emulators, shows the link", async () => {
    const api = renderStaff();
    await screen.findByRole('table');
    await fillInvitation(' N.Patel@Harbour.example ', '90210');
    expect(await screen.findByText('Invitation sent to n.patel@harbour.example.')).toBeVisible();
    expect(api.sendInvitation).toHaveBeenCalledWith({
      email: 'n.patel@harbour.example',
      role: { role: 'centre', centreNumber: '90210' },
    });
    expect(api.sendInvitationLink).toHaveBeenCalledWith(
      'n.patel@harbour.example',
      'code-for-n.patel@harbour.example',
    );
    expect(
      screen.getByText(
        'On the local emulators no e-mail leaves this machine: open this link to accept.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: /oobCode=0&for=n.patel@harbour.example/ }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /E-mail Address/ })).toHaveValue('');
    await waitFor(() =>
      expect(invitationItem('n.patel@harbour.example')).toHaveTextContent(
        'Centre 90210 · Harbour College, Hull',
      ),
    );
  });

  it('invites an admin, with no centre to choose, and shows no link in production', async () => {
    const user = userEvent.setup();
    const api = renderStaff(fakeApi({ emulated: false }));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(screen.queryByRole('combobox', { name: /^Centre/ })).toBeNull();
    await fillInvitation('a.new@larkfieldawards.example');
    expect(
      await screen.findByText('Invitation sent to a.new@larkfieldawards.example.'),
    ).toBeVisible();
    expect(api.sendInvitation).toHaveBeenCalledWith({
      email: 'a.new@larkfieldawards.example',
      role: { role: 'admin' },
    });
    expect(screen.queryByText(/On the local emulators/)).toBeNull();
  });

  it('opens the invitation filled in from a request for a verifier account, and sends it', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithQueryClient(
      <MemoryRouter initialEntries={['/dashboard/staff']}>
        <StaffScreen
          selfUid={SELF}
          api={api}
          inviteVerifier={{ email: 'priya@dale-staffing.example', organisation: 'Dale Staffing' }}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('textbox', { name: /E-mail Address/ })).toHaveValue(
      'priya@dale-staffing.example',
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('verifier');
    expect(screen.getByRole('textbox', { name: /Organisation/ })).toHaveValue('Dale Staffing');
    expect(screen.getByRole('textbox', { name: /Rows a day/ })).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('Invitation sent to priya@dale-staffing.example.'),
    ).toBeVisible();
    expect(api.sendInvitation).toHaveBeenCalledWith({
      email: 'priya@dale-staffing.example',
      role: { role: 'verifier', organisation: 'Dale Staffing', dailyAllowance: 500 },
    });
  });

  it('says the invitation is saved when its e-mail fails, and sends it again', async () => {
    const api = fakeApi();
    api.sendInvitationLink.mockRejectedValueOnce(new Error('Quota exceeded.'));
    renderStaff(api);
    await screen.findByRole('table');
    const user = await fillInvitation('n.patel@harbour.example', '90210');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invitation to n.patel@harbour.example is saved, but the e-mail was not sent.Quota exceeded.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText('Invitation sent to n.patel@harbour.example.')).toBeVisible();
    expect(api.sendInvitation).toHaveBeenCalledTimes(2);
    expect(api.sendInvitationLink).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed when the invitation is refused', async () => {
    const api = fakeApi();
    api.sendInvitation.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    renderStaff(api);
    await screen.findByRole('table');
    await fillInvitation('n.patel@harbour.example', '90210');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invitation was not sent.Missing or insufficient permissions.',
    );
    expect(screen.getByRole('textbox', { name: /E-mail Address/ })).toHaveValue(
      'n.patel@harbour.example',
    );
    expect(api.sendInvitationLink).not.toHaveBeenCalled();
  });

  it('lists an expired invitation, sends it again, and withdraws it once confirmed', async () => {
    const user = userEvent.setup();
    const api = renderStaff();
    await screen.findByRole('list', { name: 'Invitations waiting' });
    const item = invitationItem('p.shah@harbour.example');
    expect(item).toHaveTextContent(`Invited by ${OKAFOR.email}`);
    expect(within(item).getByText('Expired 8 Jan 2020, 09:30')).toBeVisible();

    await user.click(
      within(item).getByRole('button', {
        name: 'Send the invitation to p.shah@harbour.example again',
      }),
    );
    expect(await screen.findByText('Invitation sent to p.shah@harbour.example.')).toBeVisible();
    expect(api.sendInvitation).toHaveBeenCalledWith({ email: waiting.email, role: waiting.role });
    await waitFor(() =>
      expect(invitationItem('p.shah@harbour.example')).toHaveTextContent(/Expires /),
    );

    await user.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to p.shah@harbour.example' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this invitation?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Invitation' }));
    expect(
      await screen.findByText('The invitation to p.shah@harbour.example is withdrawn.'),
    ).toBeVisible();
    expect(await screen.findByText('No invitation is waiting to be accepted.')).toBeVisible();
  });

  it('says so when a withdrawal is refused', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.withdrawInvitation.mockRejectedValueOnce(
      new InvitationRefusedError(
        'There is no invitation to p.shah@harbour.example: it has been accepted or withdrawn already.',
      ),
    );
    renderStaff(api);
    await user.click(
      await screen.findByRole('button', {
        name: 'Withdraw the invitation to p.shah@harbour.example',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invitation to p.shah@harbour.example was not changed.There is no invitation to p.shah@harbour.example: it has been accepted or withdrawn already.',
    );
  });

  it('offers a retry when the directory cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.readStaffPage.mockRejectedValueOnce(new Error('unavailable'));
    renderStaff(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The staff directory could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
