import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { formatDateTime } from '@/domain/dates';
import { downloadFile } from '@/lib/download-file';
import {
  fakeCheckHistoryApi,
  NO_MATCH,
  VALID,
  VERIFIER_UID,
  type RunSpec,
} from '@/testing/fake-check-history-api';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { CheckHistoryApi } from '../api/check-history';
import { CheckRunResults } from './check-run-results';

vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }));

const at = new Date(2026, 2, 12, 14, 5);
const withdrawn = {
  status: 'withdrawn',
  statusChangedAt: new Date('2026-03-03T10:00:00Z'),
};
const run: RunSpec = {
  receiptId: 'r-1',
  at,
  rows: [VALID, NO_MATCH, withdrawn, 'none'],
  rowCount: 6,
};

function setup(api: CheckHistoryApi, receiptId = 'r-1') {
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter>
      <CheckRunResults uid={VERIFIER_UID} receiptId={receiptId} api={api} />
    </MemoryRouter>,
  );
  return { user };
}

/** Each row's place and result, as the table shows them. */
const rowsShown = async () =>
  within(await screen.findByRole('table', { name: /Each candidate’s result/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getAllByRole('cell')[0]?.textContent,
    ]);

describe('CheckRunResults: one run’s results', () => {
  it('shows every row of the file in the batch page’s words, with the counts and the receipt', async () => {
    setup(fakeCheckHistoryApi([run]));
    expect(await rowsShown()).toEqual([
      ['1', 'Valid'],
      ['2', 'No match'],
      ['3', 'Withdrawn on 3 March 2026'],
      ['4', 'No result kept'],
      ['5', 'Not checked'],
      ['6', 'Not checked'],
    ]);
    expect(screen.getByRole('heading', { name: `Check of ${formatDateTime(at)}` })).toBeVisible();
    expect(
      screen.getByText(
        'Valid: 1 · No match: 1 · Withdrawn: 1 · No result kept: 1 · Not checked: 2',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /\/receipt\/r-1$/ })).toHaveAttribute(
      'href',
      '/receipt/r-1',
    );
    expect(screen.getByRole('link', { name: 'All your checks' })).toHaveAttribute(
      'href',
      paths.verifyHistory.getHref(),
    );
  });

  it('downloads the results as CSV, as the batch page does', async () => {
    const { user } = setup(fakeCheckHistoryApi([run]));
    await user.click(await screen.findByRole('button', { name: 'Download the results (CSV)' }));
    expect(downloadFile).toHaveBeenCalledWith(
      'check-results-r-1.csv',
      expect.stringContaining('3,Withdrawn on 3 March 2026,'),
    );
  });

  it('shows nothing of another verifier’s run', async () => {
    setup(fakeCheckHistoryApi([{ ...run, uid: 'someone-else' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'None of your checks of the last 90 days has this receipt.',
    );
  });

  it('says when the results could not be loaded, and tries again on Retry', async () => {
    const api = fakeCheckHistoryApi([run]);
    api.readRun.mockRejectedValueOnce(new Error('The register did not answer.'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('The results could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowsShown()).toHaveLength(6);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
