import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { fakeReviewApi } from '@/testing/fake-review-api';

import type { ReportReviewApi } from '../api/report-review-api';
import type { VisitorReport } from '../types';
import { VerificationReview } from './verification-review';

const report = (overrides: Partial<VisitorReport> = {}): VisitorReport => ({
  id: 'check-1',
  certificateNumber: '086525123',
  reason: 'The seal looks printed.',
  contact: 'hr@employer.example',
  reportedAt: new Date(2026, 10, 27, 9, 30),
  isUnderInvestigation: false,
  investigationNote: null,
  investigatedBy: null,
  investigatedAt: null,
  lastEventId: null,
  ...overrides,
});

/** Reports held in memory: each step changes them as the database would. */
function fakeReports(initial: VisitorReport[]) {
  let reports = [...initial];
  const api: ReportReviewApi = {
    listReports: vi.fn(async () => ({ reports: [...reports], next: null })),
    countReports: vi.fn(async () => reports.length),
    markUnderInvestigation: vi.fn(async (id: string, note: string) => {
      reports = reports.map((r) =>
        r.id === id
          ? { ...r, isUnderInvestigation: true, investigationNote: note, investigatedBy: 'me' }
          : r,
      );
    }),
    close: vi.fn(async (id: string) => {
      reports = reports.filter((r) => r.id !== id);
    }),
  };
  return api;
}

function setup(reports: VisitorReport[]) {
  const user = userEvent.setup({ skipHover: true });
  const api = fakeReports(reports);
  renderWithQueryClient(<VerificationReview api={fakeReviewApi([])} reports={{ api }} />);
  return { user, api };
}

describe('Verification Review: visitors’ reports', () => {
  it('lists the reports in their own tab, counted, and shows what the visitor said', async () => {
    const { user } = setup([report(), report({ id: 'check-2', certificateNumber: '086599999' })]);
    await user.click(await screen.findByRole('tab', { name: 'Reports (2)' }));
    const list = await screen.findByRole('list', { name: 'Reports' });
    await user.click(within(list).getByRole('button', { name: /Report on 086525123/ }));
    const details = screen.getByRole('region', { name: 'Report details' });
    expect(details).toHaveTextContent('The seal looks printed.');
    expect(details).toHaveTextContent('hr@employer.example');
  });

  it('marks a report under investigation with its note, then closes it after asking', async () => {
    const { user, api } = setup([report()]);
    await user.click(await screen.findByRole('tab', { name: /Reports/ }));
    await user.click(await screen.findByRole('button', { name: /Report on 086525123/ }));
    await user.type(
      screen.getByRole('textbox', { name: /Investigation note/ }),
      'Asked the centre.',
    );
    await user.click(screen.getByRole('button', { name: 'Mark Under Investigation' }));
    expect(api.markUnderInvestigation).toHaveBeenCalledWith('check-1', 'Asked the centre.');
    expect(
      await screen.findByText('The report is marked under investigation.'),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Report details' });
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Report' }));
    expect(api.close).toHaveBeenCalledWith('check-1');
    expect(await screen.findByText('No reports to review.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reports (0)' })).toBeInTheDocument();
  });
});
