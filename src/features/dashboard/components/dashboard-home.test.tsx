import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { renderWithQueryClient } from '@/test/render-with-query-client';

import type { DashboardData } from '../types';
import { DashboardHome } from './dashboard-home';

const loaded: DashboardData = {
  figures: {
    totalCertificates: 10_482,
    totalStudents: 10_397,
    recentCertificates: 14,
    failedVerifications: 3,
  },
  recent: [
    {
      id: 'a',
      certificateNumber: '086525417',
      fullName: 'Ada Lovelace',
      courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
      awardedDate: '2025-03-12',
      createdAt: new Date(2025, 2, 14, 9, 5),
    },
    {
      id: 'b',
      certificateNumber: null,
      fullName: null,
      courseName: null,
      awardedDate: '',
      createdAt: null,
    },
  ],
  awaiting: { count: 0, requests: [] },
};

function renderHome(load: () => Promise<DashboardData>) {
  renderWithQueryClient(
    <MemoryRouter>
      <DashboardHome api={{ loadDashboard: load }} />
    </MemoryRouter>,
  );
}

function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent;
}

describe('DashboardHome', () => {
  it('shows the loading message, then the banner, figures, actions and activity', async () => {
    renderHome(async () => loaded);
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard data...');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
    ).toBeVisible();
    expect(
      screen.getByText('Manage certificates, verify authenticity, and track student records.'),
    ).toBeVisible();
    expect(figure('Total Certificates')).toBe('10,482');
    expect(figure('Total Students')).toBe('10,397');
    expect(figure('Recent (7 days)')).toBe('14');
    expect(figure('Failed Verification Attempts')).toBe('3');

    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('link', { name: /Add Certificate/ })).toHaveAttribute(
      'href',
      '/dashboard/add-certificate',
    );
    expect(actions.getByRole('link', { name: /Verify Certificate/ })).toHaveAttribute(
      'href',
      '/dashboard/verify-certificate',
    );
    expect(actions.getByRole('link', { name: /Student List/ })).toHaveAttribute(
      'href',
      '/dashboard/student-list',
    );
    expect(actions.getByRole('link', { name: /Review flagged certificates/ })).toHaveAttribute(
      'href',
      '/dashboard/review-certificates',
    );

    const rows = within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Certificate #086525417');
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('14 Mar 2025, 09:05');
    expect(rows[1]).toHaveTextContent('Certificate #N/A');
    expect(rows[1]).toHaveTextContent('Unknown');
    expect(rows[1]).toHaveTextContent('Unknown Course');
    expect(rows[1]).toHaveTextContent('Unknown date');

    const status = within(screen.getByRole('region', { name: 'System Status' }));
    expect(status.getByText('Database Connected')).toBeVisible();
    expect(status.getByText('Authentication Active')).toBeVisible();
    expect(status.getByText('Certificate Verification Online')).toBeVisible();
    expect(screen.queryByText(/Could not load dashboard data/)).toBeNull();
  });

  it("says 'No recent activity' when there are no certificates", async () => {
    renderHome(async () => ({ ...loaded, recent: [] }));
    expect(await screen.findByText('No recent activity')).toBeVisible();
  });

  it('logs a failure, shows zeros and an empty list, and loads again on Retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<DashboardData>>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce(loaded);
    renderHome(load);

    expect(await screen.findByText(/Could not load dashboard data/)).toBeVisible();
    expect(error).toHaveBeenCalled();
    for (const label of [
      'Total Certificates',
      'Total Students',
      'Recent (7 days)',
      'Failed Verification Attempts',
    ]) {
      expect(figure(label)).toBe('0');
    }
    expect(screen.getByText('No recent activity')).toBeVisible();
    expect(screen.getByText('Database Not Connected')).toBeVisible();
    expect(screen.queryByText('Database Connected')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Database Connected')).toBeVisible();
    expect(figure('Total Certificates')).toBe('10,482');
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('lists the requests awaiting approval, each linked to its record, with the count', async () => {
    renderHome(async () => ({
      ...loaded,
      awaiting: {
        count: 1,
        requests: [
          {
            certificateId: 'c9',
            certificateNumber: '086519204',
            kind: 'withdrawn',
            fullName: 'Grace Hopper',
            requestedBy: 'registrar@larkfield.example',
            requestedAt: new Date(2026, 10, 20, 10, 0),
            reason: { code: 'malpractice', note: 'Copied coursework' },
          },
        ],
      },
    }));
    const section = await screen.findByRole('region', { name: 'Awaiting approval' });
    expect(section).toHaveTextContent('1 request waiting');
    expect(section).toHaveTextContent(
      'Withdrawal requested by registrar@larkfield.example on 20 November 2026. Malpractice: Copied coursework',
    );
    expect(
      within(section).getByRole('link', { name: 'Certificate #086519204: Grace Hopper' }),
    ).toHaveAttribute('href', '/dashboard/student-list?q=086519204&status=awaiting-approval');
  });

  it('says when no withdrawal or replacement is waiting', async () => {
    renderHome(async () => loaded);
    const section = await screen.findByRole('region', { name: 'Awaiting approval' });
    expect(section).toHaveTextContent('0 requests waiting');
    expect(section).toHaveTextContent('No withdrawal or replacement is waiting for a decision.');
  });
});
