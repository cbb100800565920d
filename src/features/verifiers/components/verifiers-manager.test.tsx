import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { verifierInviteFromState, type VerifierAccount } from '@/domain/verifiers';
import { fakeVerifiersAdminApi } from '@/testing/fake-verifiers-admin-api';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { acmeVerifier, joinedVerifier } from '@/testing/verifiers';

import type { VerifiersAdminApi } from '../api/verifiers-admin-api';
import { VerifiersManager } from './verifiers-manager';

/** Where the admin is, and what an invitation carried there. */
function Location() {
  const { pathname, search, state } = useLocation();
  const prefill = verifierInviteFromState(state);
  return (
    <>
      <p data-testid="location">{`${pathname}${search}`}</p>
      {prefill ? <p data-testid="prefill">{`${prefill.organisation} ${prefill.email}`}</p> : null}
    </>
  );
}

function renderVerifiers(api: VerifiersAdminApi, url = '/dashboard/verifiers') {
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/dashboard/verifiers" element={<VerifiersManager api={api} />} />
        <Route path="/dashboard/staff" element={<h1>Staff</h1>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

const row = (organisation: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${organisation}`) }).closest('tr')!;
/** The cells after the organisation: address, rows a day, status, added (on a phone said under it). */
const cells = (organisation: string) =>
  within(row(organisation))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const request = (organisation: string) =>
  screen.getByRole('heading', { level: 3, name: organisation }).closest('li')!;

/** Thirty accounts, Org 00 to Org 29, whose addresses sort the other way. */
const thirty: VerifierAccount[] = Array.from({ length: 30 }, (_, index) =>
  joinedVerifier(
    `uid-${String(index).padStart(2, '0')}`,
    `Org ${String(index).padStart(2, '0')}`,
    `${String.fromCharCode(122 - index)}@org.example`,
  ),
);

describe('VerifiersManager', () => {
  it('lists the accounts by organisation with their rows a day, status and when they joined', async () => {
    const api = fakeVerifiersAdminApi();
    renderVerifiers(api);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading the verifier accounts...');
    const table = await screen.findByRole('table', { name: /Each verifier account/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(['Acme Recruitment', 'Brook Agency', 'Cole Security']);
    expect(cells('Brook Agency').slice(0, 4)).toEqual([
      'checks@brook-agency.example',
      '1,200',
      'Active',
      '10 February 2026invited by admin@larkfieldawards.example',
    ]);
    expect(cells('Cole Security')[2]).toBe('Suspended');
    expect(
      within(row('Cole Security')).getByRole('button', {
        name: 'Reactivate vetting@cole-security.example',
      }),
    ).toBeVisible();
    expect(await screen.findByText('3 verifier accounts')).toBeVisible();
    expect(api.readAccountPage).toHaveBeenCalledWith('', null);
    // One page: nowhere to go.
    expect(screen.queryByRole('navigation', { name: 'Pages of verifier accounts' })).toBeNull();
  });

  it('lists the requests newest first: who, from where, when and what they wrote', async () => {
    renderVerifiers(fakeVerifiersAdminApi());
    const list = await screen.findByRole('list', { name: 'Requests for a verifier account' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Dale Staffing', 'Elm Vetting']);
    expect(request('Dale Staffing')).toHaveTextContent('Priya Dale · priya@dale-staffing.example');
    // The message as written, its lines kept.
    expect(within(request('Dale Staffing')).getByText(/^We screen/).textContent).toBe(
      'We screen about 200 care workers a month.\nCould we have 300 rows a day?',
    );
    expect(request('Dale Staffing')).toHaveTextContent(/Sent 4 Mar 2026, \d{2}:15/);
    expect(request('Elm Vetting')).toHaveTextContent('No message.');
    expect(await screen.findByText('2 requests open')).toBeVisible();
  });

  it('suspends an account once confirmed, and reactivates it', async () => {
    const user = userEvent.setup();
    const api = fakeVerifiersAdminApi();
    renderVerifiers(api);
    await user.click(
      await screen.findByRole('button', { name: 'Suspend hr@acme-recruitment.example' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Suspend this verifier account?' });
    expect(dialog).toHaveTextContent('Acme Recruitment (hr@acme-recruitment.example)');
    expect(dialog).toHaveTextContent('It checks no more candidates and makes no receipts');
    // Cancel has the focus: a stray Enter suspends nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend Account' }));

    expect(
      await screen.findByText(
        'Acme Recruitment (hr@acme-recruitment.example) is suspended: it checks no candidates until it is reactivated.',
      ),
    ).toBeVisible();
    expect(api.takeVerifierStep).toHaveBeenCalledWith(acmeVerifier.uid, { kind: 'suspend' });
    await waitFor(() => expect(cells('Acme Recruitment')[2]).toBe('Suspended'));

    await user.click(
      screen.getByRole('button', { name: 'Reactivate hr@acme-recruitment.example' }),
    );
    const reactivate = screen.getByRole('dialog', { name: 'Reactivate this verifier account?' });
    expect(reactivate).toHaveTextContent('up to its 500 rows a day');
    await user.click(within(reactivate).getByRole('button', { name: 'Reactivate Account' }));
    expect(
      await screen.findByText('Acme Recruitment (hr@acme-recruitment.example) is active again.'),
    ).toBeVisible();
    expect(api.takeVerifierStep).toHaveBeenLastCalledWith(acmeVerifier.uid, { kind: 'reactivate' });
  });

  it('changes nothing when a step is cancelled, and says why one was refused', async () => {
    const user = userEvent.setup();
    const api = fakeVerifiersAdminApi();
    renderVerifiers(api);
    const suspend = await screen.findByRole('button', {
      name: 'Suspend checks@brook-agency.example',
    });
    await user.click(suspend);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.takeVerifierStep).not.toHaveBeenCalled();

    api.takeVerifierStep.mockRejectedValueOnce(new Error('Brook Agency is suspended already.'));
    await user.click(suspend);
    await user.click(screen.getByRole('button', { name: 'Suspend Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Brook Agency (checks@brook-agency.example) was not changed: Brook Agency is suspended already.',
    );
  });

  it('changes an allowance once what was typed is a new number from 50 to 5,000', async () => {
    const user = userEvent.setup();
    const api = fakeVerifiersAdminApi();
    renderVerifiers(api);
    await user.click(
      await screen.findByRole('button', {
        name: 'Change allowance of hr@acme-recruitment.example',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change the allowance' });
    const field = within(dialog).getByRole('textbox', { name: /Rows a day/ });
    expect(field).toHaveValue('500');
    expect(field).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Change Allowance' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('That is its allowance already: enter another number.'),
    );
    await user.clear(field);
    await user.type(field, '49{Enter}');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of rows a day from 50 to 5,000.'),
    );
    expect(field).toHaveFocus();
    expect(api.takeVerifierStep).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '2500{Enter}');
    expect(
      await screen.findByText(
        'Acme Recruitment (hr@acme-recruitment.example) may now check 2,500 rows a day.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.takeVerifierStep).toHaveBeenCalledWith(acmeVerifier.uid, {
      kind: 'change-allowance',
      dailyAllowance: 2500,
    });
    await waitFor(() => expect(cells('Acme Recruitment')[1]).toBe('2,500'));
  });

  it('keeps a new allowance that was not saved, saying why, to try again', async () => {
    const user = userEvent.setup();
    const api = fakeVerifiersAdminApi();
    api.takeVerifierStep.mockRejectedValueOnce(new Error('The register did not answer.'));
    renderVerifiers(api);
    await user.click(
      await screen.findByRole('button', {
        name: 'Change allowance of hr@acme-recruitment.example',
      }),
    );
    const field = screen.getByRole('textbox', { name: /Rows a day/ });
    await user.clear(field);
    await user.type(field, '800{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Change the allowance' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The allowance was not changed.The register did not answer.',
    );
    expect(field).toHaveValue('800');
    await user.click(within(dialog).getByRole('button', { name: 'Change Allowance' }));
    expect(
      await screen.findByText(
        'Acme Recruitment (hr@acme-recruitment.example) may now check 800 rows a day.',
      ),
    ).toBeVisible();
  });

  it('finds accounts by the start of their address, kept in the address', async () => {
    const user = userEvent.setup();
    const api = fakeVerifiersAdminApi();
    renderVerifiers(api);
    const search = await screen.findByRole('searchbox', { name: 'Find an account' });
    await user.type(search, 'Checks@{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/verifiers?q=checks%40');
    expect(await screen.findByText('1 account whose address starts with ‘checks@’')).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(1),
    );
    expect(api.readAccountPage).toHaveBeenLastCalledWith('checks@', null);

    await user.clear(search);
    await user.type(search, 'nobody{Enter}');
    expect(await screen.findByText('No account’s address starts with ‘nobody’.')).toBeVisible();
  });

  it('pages through the accounts 25 at a time, with Previous and Next in the address', async () => {
    const user = userEvent.setup();
    renderVerifiers(fakeVerifiersAdminApi({ accounts: thirty }));
    const pages = await screen.findByRole('navigation', { name: 'Pages of verifier accounts' });
    expect(await screen.findByText('30 verifier accounts')).toBeVisible();
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(25);
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/verifiers?after=uid-24');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(5),
    );
    expect(row('Org 25')).toBeVisible();
    await user.click(within(pages).getByRole('link', { name: /Previous/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/verifiers?before=uid-25');
    await waitFor(() => expect(row('Org 00')).toBeVisible());
  });

  it('takes the admin to the Staff screen’s invitation, filled in from a request', async () => {
    const user = userEvent.setup();
    renderVerifiers(fakeVerifiersAdminApi());
    await user.click(
      await screen.findByRole('link', { name: 'Invite priya@dale-staffing.example as a verifier' }),
    );
    expect(screen.getByRole('heading', { name: 'Staff' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/staff$/);
    expect(screen.getByTestId('prefill')).toHaveTextContent(
      'Dale Staffing priya@dale-staffing.example',
    );
  });

  it('closes a request once confirmed, and says when it was closed already', async () => {
    const user = userEvent.setup();
    const api = fakeVerifiersAdminApi();
    renderVerifiers(api);
    await user.click(
      await screen.findByRole('button', { name: 'Close the request from sam@elm-vetting.example' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Close this request?' });
    expect(dialog).toHaveTextContent('Closing sends the requester nothing');
    await user.click(within(dialog).getByRole('button', { name: 'Close Request' }));
    expect(
      await screen.findByText('The request from Elm Vetting (sam@elm-vetting.example) is closed.'),
    ).toBeVisible();
    expect(api.closeRequest).toHaveBeenCalledWith('check-elm');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Elm Vetting' })).toBeNull(),
    );
    expect(await screen.findByText('1 request open')).toBeVisible();

    api.closeRequest.mockRejectedValueOnce(new Error('This request has been closed already.'));
    await user.click(
      screen.getByRole('button', { name: 'Close the request from priya@dale-staffing.example' }),
    );
    await user.click(screen.getByRole('button', { name: 'Close Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request from Dale Staffing (priya@dale-staffing.example) was not closed: This request has been closed already.',
    );
  });

  it('says when there is no account and no request yet', async () => {
    renderVerifiers(fakeVerifiersAdminApi({ accounts: [], requests: [] }));
    expect(await screen.findByText(/^No employer has a verifier account yet\./)).toBeVisible();
    expect(await screen.findByText('No request is waiting.')).toBeVisible();
    expect(await screen.findByText('0 verifier accounts')).toBeVisible();
  });

  it('offers a retry when the accounts or the requests cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = fakeVerifiersAdminApi();
    api.readAccountPage.mockRejectedValueOnce(new Error('unavailable'));
    api.listRequests.mockRejectedValueOnce(new Error('unavailable'));
    renderVerifiers(api);
    expect(await screen.findByText('The verifier accounts could not be loaded.')).toBeVisible();
    expect(await screen.findByText('The requests could not be loaded.')).toBeVisible();
    const [accountsRetry, requestsRetry] = screen.getAllByRole('button', { name: 'Retry' });
    await user.click(accountsRetry!);
    expect(await screen.findByRole('table')).toBeVisible();
    await user.click(requestsRetry!);
    expect(
      await screen.findByRole('list', { name: 'Requests for a verifier account' }),
    ).toBeVisible();
  });
});
