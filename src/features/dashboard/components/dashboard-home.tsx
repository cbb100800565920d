import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { CentrePicker } from '@/components/centre-picker';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { parseCentreFilter, queryScopeFor } from '@/domain/query-scope';
import { isAdminRole, type StaffRole } from '@/domain/staff';
import { useCentreFigures } from '@/lib/centre-figures-query';
import { centreCountQuery } from '@/lib/centre-queries';

import { firestoreDashboardApi, type DashboardApi } from '../api/dashboard-api';
import { dashboardQueries } from '../api/dashboard-home-queries';
import { noFigures, nothingAwaiting, type DashboardData } from '../types';
import { AwaitingApproval } from './awaiting-approval';
import { CentreFiguresSection } from './centre-figures-section';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { SystemStatus } from './system-status';

type DashboardHomeProps = {
  /** Whose dashboard: a centre's staff see their centre; an admin every centre, or one. */
  role: StaffRole;
  /** Reads the figures and recent activity; tests pass their own. */
  api?: DashboardApi;
};

const empty: DashboardData = { figures: noFigures, recent: [], awaiting: nothingAwaiting };

/**
 * The dashboard's home (docs/product.md, Dashboard home): loading, then loaded. A failure is logged
 * (by the staff query client) and the figures stay at zero with an empty list, beside a Retry. An
 * admin may narrow the figures to one centre (?centre=, chosen with the centre picker) and sees the
 * centres that need attention first, from the figures' snapshot, with a link to every centre.
 */
export function DashboardHome({ role, api = firestoreDashboardApi }: DashboardHomeProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isAdmin = isAdminRole(role);
  const chosenCentre = isAdmin ? parseCentreFilter(searchParams.get('centre')) : null;
  const scope = queryScopeFor(role, chosenCentre);
  const query = useQuery(dashboardQueries.home(api, { scope, admin: isAdmin }));
  const centreFigures = useCentreFigures(api, isAdmin);
  const centreCount = useQuery(centreCountQuery(api.countCentres, '', isAdmin));
  const { figures, recent, awaiting } = query.data ?? empty;
  // Whether the last load reached the database; null before the first one ends.
  const connected = query.isSuccess ? true : query.isError ? false : null;
  const retry = () => void query.refetch();

  // A retry after a failure shows the loading message again, as the first load did.
  if (query.isPending || (query.isError && query.isFetching)) {
    return <PageLoading label="Loading dashboard data..." />;
  }

  return (
    <div className="space-y-8">
      <div className="rounded-xl bg-brand-900 p-6 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome to your Dashboard</h1>
        <p className="mt-2 text-brand-100">
          Manage certificates, verify authenticity, and track student records.
        </p>
        {role.role === 'centre' ? (
          <p className="mt-2 text-brand-100">Centre {role.centreNumber}</p>
        ) : null}
      </div>

      {isAdmin ? (
        <CentrePicker
          api={api}
          label="Centre"
          emptyLabel="All centres"
          hint="Its number, or the start of its name. Empty: every centre."
          value={chosenCentre}
          onChange={(centre) => setSearchParams(centre ? { centre } : {})}
          className="w-full sm:w-80"
        />
      ) : null}

      {connected === false ? (
        <LoadFailure tone="info" title="Could not load dashboard data." onRetry={retry}>
          <p>Check your connection, then try again.</p>
        </LoadFailure>
      ) : null}

      <StatCards figures={figures} />
      <AwaitingApproval awaiting={awaiting} />
      {isAdmin ? (
        <CentreFiguresSection figures={centreFigures} centreCount={centreCount.data} />
      ) : null}
      <QuickActions isAdmin={isAdmin} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity items={recent} />
        </div>
        <SystemStatus databaseConnected={connected === true} />
      </div>
    </div>
  );
}
