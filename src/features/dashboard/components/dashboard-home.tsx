import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';

import { firestoreDashboardApi, type DashboardApi } from '../api/dashboard-api';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { AwaitingApproval } from './awaiting-approval';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { SystemStatus } from './system-status';

type DashboardHomeProps = {
  /** Reads the figures and recent activity; tests pass their own. */
  api?: DashboardApi;
};

/** SPEC §2 'Dashboard home'. */
export function DashboardHome({ api = firestoreDashboardApi }: DashboardHomeProps) {
  const { figures, recent, awaiting, loading, connected, retry } = useDashboardData(api);

  if (loading) return <PageLoading label="Loading dashboard data..." />;

  return (
    <div className="space-y-8">
      <div className="rounded-xl bg-brand-900 p-6 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome to your Dashboard</h1>
        <p className="mt-2 text-brand-100">
          Manage certificates, verify authenticity, and track student records.
        </p>
      </div>

      {connected === false ? (
        <LoadFailure tone="info" title="Could not load dashboard data." onRetry={retry}>
          <p>Check your connection, then try again.</p>
        </LoadFailure>
      ) : null}

      <StatCards figures={figures} />
      <AwaitingApproval awaiting={awaiting} />
      <QuickActions />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity items={recent} />
        </div>
        <SystemStatus databaseConnected={connected === true} />
      </div>
    </div>
  );
}
