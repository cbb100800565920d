import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { formatDateTime } from '@/domain/dates';
import {
  fakeCheckHistoryApi,
  NO_MATCH,
  VALID,
  VERIFIER_UID,
  type RunSpec,
} from '@/testing/fake-check-history-api';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { CheckHistoryApi } from '../api/check-history';
import { CheckHistory } from './check-history';

// The screen with its reads passed in: the rules themselves are tried in tests/rules.

const march = (day: number, hour = 9) => new Date(2026, 2, day, hour, 0);

function setup(api: CheckHistoryApi, uid = VERIFIER_UID) {
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter>
      <CheckHistory uid={uid} api={api} />
    </MemoryRouter>,
  );
  return { user };
}

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Your checks, newest first' })).getAllByRole(
    'listitem',
  );

describe('CheckHistory: a verifier’s batch checks', () => {
  it('lists each run newest first, with when, its rows, its results and its receipt', async () => {
    const older: RunSpec = { receiptId: 'r-older', at: march(2), rows: [VALID] };
    const newer: RunSpec = { receiptId: 'r-newer', at: march(9), rows: [VALID, NO_MATCH] };
    setup(fakeCheckHistoryApi([older, newer]));
    const [first, second] = await entries();
    expect(first).toHaveTextContent(`Check of ${formatDateTime(march(9))}`);
    expect(first).toHaveTextContent('2 candidates checked');
    expect(second).toHaveTextContent('1 candidate checked');
    const results = within(first!).getByRole('link', { name: /^Check of/ });
    expect(results).toHaveAttribute('href', paths.verifyHistory.getHref('r-newer'));
    const receipt = within(first!).getByRole('link', { name: /\/receipt\/r-newer$/ });
    expect(receipt).toHaveAttribute('href', '/receipt/r-newer');
  });

  it('shows a run of several batches as one entry, counting all its rows', async () => {
    const rows = Array.from({ length: 250 }, () => VALID);
    setup(fakeCheckHistoryApi([{ receiptId: 'r-big', at: march(5), rows }]));
    const items = await entries();
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('250 candidates checked');
  });

  it('reads the next page with Show more, keeps a run whole across pages, and moves focus to it', async () => {
    const newest: RunSpec = { receiptId: 'r-new', at: march(20), rows: [VALID] };
    // Two batches: its later one is on the first page, its first on the second.
    const split: RunSpec = {
      receiptId: 'r-split',
      at: march(10),
      rows: Array.from({ length: 150 }, () => NO_MATCH),
    };
    const oldest: RunSpec = { receiptId: 'r-old', at: march(1), rows: [VALID] };
    const api = fakeCheckHistoryApi([oldest, split, newest], { pageSize: 2 });
    const { user } = setup(api);
    expect((await entries()).map((item) => item.textContent)).toEqual([
      expect.stringContaining('1 candidate checked'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(3));
    expect((await entries())[1]).toHaveTextContent('150 candidates checked');
    expect(
      screen.getByRole('link', { name: `Check of ${formatDateTime(march(10))}` }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.listBatches).toHaveBeenLastCalledWith(VERIFIER_UID, 2);
  });

  it('lists only the verifier’s own runs, and says so when there are none', async () => {
    const theirs: RunSpec = { receiptId: 'r-theirs', at: march(4), rows: [VALID], uid: 'other' };
    setup(fakeCheckHistoryApi([theirs]));
    expect(
      await screen.findByRole('heading', { name: 'No checks in the last 90 days' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check a file of candidates' })).toHaveAttribute(
      'href',
      paths.verifyBatch.getHref(),
    );
  });

  it('says when the checks could not be loaded, and tries again on Retry', async () => {
    const api = fakeCheckHistoryApi([{ receiptId: 'r-1', at: march(3), rows: [VALID] }]);
    api.listBatches.mockRejectedValueOnce(new Error('The register did not answer.'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your checks could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await entries()).toHaveLength(1);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('says it is loading first', () => {
    const api = fakeCheckHistoryApi([]);
    api.listBatches.mockReturnValueOnce(new Promise(() => {}));
    setup(api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your checks…');
  });
});
