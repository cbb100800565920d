import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import type { Centre, CentreStatus } from '@/domain/centres';
import { CentreChangeRefusedError } from '@/domain/plans/centre';
import { testCentres } from '@/testing/centres';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { CentresApi } from '../api/centres-api';
import { CentresManager } from './centres-manager';

/** A register of centres held in memory, changed as the database would change it. */
function fakeApi(start: readonly Centre[] = testCentres) {
  let centres = start.map((centre) => ({ ...centre }));
  const api = {
    listCentres: vi.fn(async () => centres.map((centre) => ({ ...centre }))),
    loadCentreFigures: vi.fn(async (list: readonly Centre[]) =>
      list.map((centre, index) => ({
        centreNumber: centre.centreNumber,
        name: centre.name,
        status: centre.status,
        certificates: 1000 * (index + 1),
        recentCertificates: 0,
        pendingWithdrawals: index,
      })),
    ),
    approveCentre: vi.fn(async ({ centreNumber, name }: { centreNumber: string; name: string }) => {
      if (centres.some((centre) => centre.centreNumber === centreNumber)) {
        throw new CentreChangeRefusedError(`Centre ${centreNumber} is on the register already.`);
      }
      centres = [...centres, { ...centres[0]!, centreNumber, name, status: 'active' }];
    }),
    changeCentreStatus: vi.fn(async (centreNumber: string, to: CentreStatus) => {
      centres = centres.map((centre) =>
        centre.centreNumber === centreNumber ? { ...centre, status: to } : centre,
      );
    }),
  } satisfies CentresApi;
  return api;
}

function renderCentres(api: CentresApi) {
  renderWithQueryClient(
    <MemoryRouter>
      <CentresManager api={api} />
    </MemoryRouter>,
  );
}

const row = (centreNumber: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${centreNumber} `) }).closest('tr')!;

describe('CentresManager', () => {
  it('lists every centre with its status and figures', async () => {
    renderCentres(fakeApi());
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
    api.listCentres.mockRejectedValueOnce(new Error('unavailable'));
    renderCentres(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('The centres could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
