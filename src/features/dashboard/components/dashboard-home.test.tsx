import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { Centre } from '@/domain/centres';
import type { StaffRole } from '@/domain/staff';
import type { CentreFiguresSnapshot } from '@/lib/centre-figures-query';
import { testCentres } from '@/testing/centres';
import { fakeCentrePickerApi } from '@/testing/fake-centre-picker-api';
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

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

function snapshotOf(
  centres: { centreNumber: string; name: string; status: Centre['status'] }[],
  computedAt: Date,
): CentreFiguresSnapshot {
  return {
    computedAt,
    computedBy: 'admin@larkfieldawards.example',
    centres: centres.map((centre, index) => ({
      centreNumber: centre.centreNumber,
      name: centre.name,
      status: centre.status,
      certificates: 1000 + index,
      recentCertificates: [5, 9, 0][index] ?? index,
      pendingWithdrawals: [1, 0, 0][index] ?? 0,
    })),
  };
}

const freshSnapshot = () => snapshotOf(testCentres, hoursAgo(1));

function renderHome(
  load: (view: DashboardView) => Promise<DashboardData>,
  {
    role = adminRole,
    url = '/dashboard',
    snapshot = freshSnapshot(),
  }: { role?: StaffRole; url?: string; snapshot?: CentreFiguresSnapshot | null } = {},
) {
  const recounted = snapshotOf(testCentres, new Date());
  const api = {
    ...fakeCentrePickerApi(),
    loadDashboard: load,
    readFiguresSnapshot: vi.fn(async () => snapshot),
    recountFigures: vi.fn(async () => recounted),
    countCentres: vi.fn(async () => 512),
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

  it('shows an admin the centres that need attention first, how old their figures are, and a link to all', async () => {
    const api = renderHome(async () => loaded);
    const section = await screen.findByRole('region', { name: 'Centres' });
    const table = await within(section).findByRole('table', {
      name: 'The centres that need attention first',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CentrePending withdrawalsAdded in the last 7 daysCertificates',
      '87583 Larkfield Training, Leeds151,000',
      '90210 Harbour College, Hull091,001',
    ]);
    expect(within(table).getByRole('link', { name: '90210' })).toHaveAttribute(
      'href',
      '/dashboard/student-list?centre=90210',
    );
    expect(section).toHaveTextContent(/Figures as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    expect(within(section).getByRole('link', { name: 'All 512 centres' })).toHaveAttribute(
      'href',
      '/dashboard/centres',
    );
    expect(api.countCentres).toHaveBeenCalledWith('');
    // Fresh figures are not counted again.
    expect(api.recountFigures).not.toHaveBeenCalled();
  });

  it('lists at most ten centres', async () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      centreNumber: String(10_000 + index),
      name: `Centre ${index}`,
      status: 'active' as const,
    }));
    renderHome(async () => loaded, { snapshot: snapshotOf(many, hoursAgo(2)) });
    const table = await screen.findByRole('table', {
      name: 'The centres that need attention first',
    });
    // The first centre has a withdrawal waiting; the third has nothing lately and is left out.
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^10000 /);
  });

  it('says so when no centre needs attention', async () => {
    const quiet = snapshotOf(testCentres, hoursAgo(1));
    renderHome(async () => loaded, {
      snapshot: {
        ...quiet,
        centres: quiet.centres.map((centre) => ({
          ...centre,
          recentCertificates: 0,
          pendingWithdrawals: 0,
        })),
      },
    });
    expect(
      await screen.findByText(
        'No centre has a withdrawal waiting or a certificate added in the last 7 days.',
      ),
    ).toBeVisible();
  });

  it('counts figures older than a day afresh, once, showing the old ones meanwhile', async () => {
    const old = snapshotOf(testCentres, new Date(2026, 10, 20, 9, 40));
    let finish: (counted: CentreFiguresSnapshot) => void = () => {};
    const api = renderHome(async () => loaded, { snapshot: old });
    api.recountFigures.mockImplementationOnce(
      () => new Promise<CentreFiguresSnapshot>((resolve) => (finish = resolve)),
    );
    const section = await screen.findByRole('region', { name: 'Centres' });
    expect(await within(section).findByText('Figures as of')).toBeVisible();
    expect(section).toHaveTextContent('Figures as of 20 Nov 2026, 09:40');
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Counting the figures of every centre…',
    );
    expect(within(section).queryByRole('button', { name: 'Refresh' })).toBeNull();
    finish(snapshotOf(testCentres, new Date(2026, 10, 27, 9, 40)));
    await waitFor(() => expect(section).toHaveTextContent('Figures as of 27 Nov 2026, 09:40'));
    expect(api.recountFigures).toHaveBeenCalledTimes(1);
  });

  it('counts the figures when there are none yet, and on Refresh; a failed count offers Retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const api = renderHome(async () => loaded, { snapshot: null });
    api.recountFigures.mockRejectedValueOnce(new Error('The register did not answer.'));
    const section = await screen.findByRole('region', { name: 'Centres' });
    const failure = await within(section).findByRole('alert');
    expect(failure).toHaveTextContent('The figures could not be counted.');
    expect(failure).toHaveTextContent('The register did not answer.');
    expect(section).toHaveTextContent('No figures have been counted yet.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section).findByRole('table', { name: 'The centres that need attention first' }),
    ).toBeVisible();
    expect(within(section).queryByRole('alert')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.recountFigures).toHaveBeenCalledTimes(3));
    error.mockRestore();
  });

  it('lets an admin narrow the figures to one centre, kept in the URL', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async (_view: DashboardView) => loaded);
    renderHome(load);
    const centre = await screen.findByRole('combobox', { name: 'Centre' });
    expect(load).toHaveBeenLastCalledWith({ scope: { centreNumber: null }, admin: true });
    await user.type(centre, 'harb');
    await user.click(await screen.findByRole('option', { name: '90210 · Harbour College, Hull' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?centre=90210');
    await vi.waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({ scope: { centreNumber: '90210' }, admin: true }),
    );
    expect(screen.getByRole('combobox', { name: 'Centre' })).toHaveValue('90210');
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
    // Nothing of the admins' is read: no figures, no count of centres, no picker.
    expect(api.readFiguresSnapshot).not.toHaveBeenCalled();
    expect(api.recountFigures).not.toHaveBeenCalled();
    expect(api.countCentres).not.toHaveBeenCalled();
    expect(api.readCentre).not.toHaveBeenCalled();
  });
});
