import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { Centre } from '@/domain/centres';
import type { StaffRole } from '@/domain/staff';
import type { CentreFigures } from '@/lib/centre-figures-query';
import { testCentres } from '@/testing/centres';
import { adminRole, centreRole } from '@/testing/staff';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { DashboardApi, DashboardView } from '../api/dashboard-api';
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

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function centreFigures(centreNumber: string): CentreFigures {
  const centre = testCentres.find((entry) => entry.centreNumber === centreNumber)!;
  const seed = Number(centreNumber.slice(0, 2));
  return {
    centreNumber,
    name: centre.name,
    status: centre.status,
    certificates: seed * 100,
    recentCertificates: seed,
    pendingWithdrawals: seed % 3,
  };
}

function renderHome(
  load: (view: DashboardView) => Promise<DashboardData>,
  { role = adminRole, url = '/dashboard' }: { role?: StaffRole; url?: string } = {},
) {
  const api = {
    loadDashboard: load,
    listCentres: vi.fn(async () => testCentres),
    loadCentreFigures: vi.fn(async (centres: readonly Centre[]) =>
      centres.map((centre) => centreFigures(centre.centreNumber)),
    ),
  } satisfies DashboardApi;
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/dashboard"
          element={
            <>
              <DashboardHome role={role} api={api} />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return api;
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
      .fn<(view: DashboardView) => Promise<DashboardData>>()
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

  it('shows an admin a table of the centres, each with its own figures', async () => {
    const api = renderHome(async () => loaded);
    const table = await screen.findByRole('table', { name: 'Each centre’s certificates' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CentreCertificatesAdded in the last 7 daysPending withdrawals',
      '87583 Larkfield Training, Leeds8,700870',
      '90210 Harbour College, Hull9,000900',
      '44120 Fenwick Skills, York(suspended)4,400442',
    ]);
    expect(within(table).getByRole('link', { name: '90210' })).toHaveAttribute(
      'href',
      '/dashboard/student-list?centre=90210',
    );
    expect(api.loadCentreFigures).toHaveBeenCalledWith(testCentres);
  });

  it('lets an admin narrow the figures to one centre, kept in the URL', async () => {
    const load = vi.fn(async (_view: DashboardView) => loaded);
    renderHome(load);
    const centre = await screen.findByRole('combobox', { name: 'Centre' });
    expect(load).toHaveBeenLastCalledWith({ scope: { centreNumber: null }, admin: true });
    await within(centre).findByRole('option', { name: '90210 · Harbour College, Hull' });
    await userEvent.selectOptions(centre, '90210');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?centre=90210');
    await vi.waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({ scope: { centreNumber: '90210' }, admin: true }),
    );
  });

  it('shows a centre’s staff their own centre, with no failed attempts, centre filter, table or review', async () => {
    const load = vi.fn(async (_view: DashboardView) => ({
      ...loaded,
      figures: { ...loaded.figures, failedVerifications: null },
    }));
    const api = renderHome(load, { role: centreRole, url: '/dashboard?centre=90210' });
    await screen.findByText('Total Certificates', { selector: 'dt' });
    expect(figure('Total Certificates')).toBe('10,482');
    expect(load).toHaveBeenCalledWith({ scope: { centreNumber: '87583' }, admin: false });
    expect(screen.getByText('Centre 87583')).toBeVisible();
    expect(screen.queryByText('Failed Verification Attempts')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Centre' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Centres' })).toBeNull();
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.queryByRole('link', { name: /Review/ })).toBeNull();
    expect(actions.getByRole('link', { name: /Student List/ })).toBeVisible();
    expect(api.listCentres).not.toHaveBeenCalled();
    expect(api.loadCentreFigures).not.toHaveBeenCalled();
  });
});
