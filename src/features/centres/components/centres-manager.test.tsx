import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

import type { Centre } from '@/domain/centres';
import { CentreChangeRefusedError } from '@/domain/plans/centre';
import { testCentres } from '@/testing/centres';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { fakeCentresApi } from '@/testing/fake-centres-api';

import type { CentresApi } from '../api/centres-api';
import { CentresManager } from './centres-manager';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderCentres(api: CentresApi, url = '/dashboard/centres') {
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <CentresManager api={api} />
      <Location />
    </MemoryRouter>,
  );
}

const fakeApi = fakeCentresApi;

/** Thirty centres, 10000 to 10029, named in the opposite order. */
const thirty: Centre[] = Array.from({ length: 30 }, (_, index) => ({
  ...testCentres[0]!,
  centreNumber: String(10_000 + index),
  name: `Centre ${String.fromCharCode(122 - index)}`,
}));

const row = (centreNumber: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${centreNumber} `) }).closest('tr')!;

describe('CentresManager', () => {
  it('lists a page of centres with their status, their figures from the snapshot and its age', async () => {
    const api = fakeApi();
    renderCentres(api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the centres...');
    const table = await screen.findByRole('table', { name: /Each approved centre/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await waitFor(() => expect(within(row('90210')).getByText('2,000')).toBeVisible());
    expect(within(row('90210')).getByText('Active')).toBeVisible();
    expect(within(row('44120')).getByText('Suspended')).toBeVisible();
    expect(within(row('44120')).getByRole('link', { name: '44120' })).toHaveAttribute(
      'href',
      '/dashboard/student-list?centre=44120',
    );
    expect(
      within(row('44120')).getByRole('button', { name: 'Reactivate centre 44120' }),
    ).toBeVisible();
    const section = screen.getByRole('region', { name: 'Approved Centres' });
    expect(await within(section).findByText('3 centres')).toBeVisible();
    expect(section).toHaveTextContent(/Figures as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    expect(api.readCentrePage).toHaveBeenCalledWith('', null);
    expect(api.recountFigures).not.toHaveBeenCalled();
    // One page: nowhere to go.
    expect(screen.queryByRole('navigation', { name: 'Pages of centres' })).toBeNull();
  });

  it('finds centres by the start of their name or number, kept in the address', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderCentres(api);
    const search = await screen.findByRole('searchbox', { name: 'Find a centre' });
    await user.type(search, 'harb{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/centres?q=harb');
    expect(await screen.findByText('1 centre matches ‘harb’')).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(row('90210')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'zzz{Enter}');
    expect(await screen.findByText('No centre’s number or name starts with ‘zzz’.')).toBeVisible();
    expect(screen.getByText('0 centres match ‘zzz’')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/centres$/);
    expect(await screen.findByText('3 centres')).toBeVisible();
  });

  it('pages through the centres 25 at a time, with Previous and Next in the address', async () => {
    const user = userEvent.setup();
    renderCentres(fakeApi(thirty), '/dashboard/centres');
    const pages = await screen.findByRole('navigation', { name: 'Pages of centres' });
    expect(await screen.findByText('30 centres')).toBeVisible();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26);
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/centres?after=10024');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6),
    );
    expect(row('10025')).toBeVisible();
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(pages).getByRole('link', { name: /Previous/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/centres?before=10025');
    await waitFor(() => expect(row('10000')).toBeVisible());
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26);
  });

  it('opens at the page and search its address names', async () => {
    const api = fakeApi(thirty);
    renderCentres(api, '/dashboard/centres?q=centre&after=10010');
    await waitFor(() => expect(row('10009')).toBeVisible());
    expect(api.readCentrePage).toHaveBeenCalledWith('centre', { after: '10010' });
    expect(screen.getByRole('searchbox', { name: 'Find a centre' })).toHaveValue('centre');
  });

  it('shows a dash for a centre approved since the figures were counted, until Refresh', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderCentres(api);
    await user.type(await screen.findByLabelText(/Centre Number/), '87590');
    await user.type(screen.getByLabelText(/Centre Name/), 'Wolds Skills Hub');
    await user.click(screen.getByRole('button', { name: 'Add Centre' }));
    await waitFor(() =>
      expect(within(row('87590')).getAllByText('Not counted yet')).toHaveLength(2),
    );
    expect(row('87590')).toHaveTextContent(/—Not counted yet.*—Not counted yet/);
    expect(api.recountFigures).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(row('87590')).getByText('4,000')).toBeVisible());
    expect(api.recountFigures).toHaveBeenCalledTimes(1);
  });

  it('adds a centre, tidied, and lists it as active', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderCentres(api);
    await user.type(await screen.findByLabelText(/Centre Number/), ' 87590 ');
    await user.type(screen.getByLabelText(/Centre Name/), 'Wolds  Skills Hub, Driffield');
    await user.click(screen.getByRole('button', { name: 'Add Centre' }));

    expect(
      await screen.findByText('Centre 87590 · Wolds Skills Hub, Driffield is on the register.'),
    ).toBeVisible();
    expect(api.approveCentre).toHaveBeenCalledWith({
      centreNumber: '87590',
      name: 'Wolds Skills Hub, Driffield',
    });
    // The page shows the centre added: a search for its number.
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/centres?q=87590');
    await waitFor(() => expect(within(row('87590')).getByText('Active')).toBeVisible());
    expect(screen.getByLabelText(/Centre Number/)).toHaveValue('');
  });

  it('says what to fix and sends nothing: a number in use, no name', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderCentres(api);
    await user.type(await screen.findByLabelText(/Centre Number/), '90210');
    await user.click(screen.getByRole('button', { name: 'Add Centre' }));
    expect(screen.getByLabelText(/Centre Number/)).toHaveAccessibleDescription(
      expect.stringContaining('Centre 90210 is on the register already.'),
    );
    expect(screen.getByLabelText(/Centre Number/)).toHaveFocus();
    expect(screen.getByLabelText(/Centre Name/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the centre’s name.'),
    );
    expect(api.approveCentre).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the register refuses the centre', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.approveCentre.mockRejectedValueOnce(
      new CentreChangeRefusedError('Centre 87590 is on the register already.'),
    );
    renderCentres(api);
    await user.type(await screen.findByLabelText(/Centre Number/), '87590');
    await user.type(screen.getByLabelText(/Centre Name/), 'Wolds Skills Hub');
    await user.click(screen.getByRole('button', { name: 'Add Centre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The centre was not added.Centre 87590 is on the register already.',
    );
    expect(screen.getByLabelText(/Centre Name/)).toHaveValue('Wolds Skills Hub');
  });

  it('suspends a centre once confirmed, and reactivates it', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderCentres(api);
    await user.click(await screen.findByRole('button', { name: 'Suspend centre 90210' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this centre?' });
    expect(dialog).toHaveTextContent('Its certificates keep verifying.');
    // Cancel has the focus: a stray Enter suspends nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend Centre' }));

    expect(
      await screen.findByText(
        'Centre 90210 · Harbour College, Hull is suspended. Its staff add nothing until it is reactivated.',
      ),
    ).toBeVisible();
    expect(api.changeCentreStatus).toHaveBeenCalledWith('90210', 'suspended');
    await waitFor(() => expect(within(row('90210')).getByText('Suspended')).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Reactivate centre 90210' }));
    await user.click(screen.getByRole('button', { name: 'Reactivate Centre' }));
    expect(
      await screen.findByText('Centre 90210 · Harbour College, Hull is active again.'),
    ).toBeVisible();
    expect(api.changeCentreStatus).toHaveBeenLastCalledWith('90210', 'active');
  });

  it('changes nothing when the step is cancelled, and says so when it fails', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderCentres(api);
    await user.click(await screen.findByRole('button', { name: 'Suspend centre 87583' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.changeCentreStatus).not.toHaveBeenCalled();

    api.changeCentreStatus.mockRejectedValueOnce(
      new CentreChangeRefusedError('This centre is suspended already.'),
    );
    await user.click(screen.getByRole('button', { name: 'Suspend centre 87583' }));
    await user.click(screen.getByRole('button', { name: 'Suspend Centre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Centre 87583 · Larkfield Training, Leeds was not changed: This centre is suspended already.',
    );
  });

  it('offers a retry when the centres cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.readCentrePage.mockRejectedValueOnce(new Error('unavailable'));
    renderCentres(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('The centres could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
