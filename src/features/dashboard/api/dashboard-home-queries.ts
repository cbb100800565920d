import { queryOptions } from '@tanstack/react-query';

import type { Centre } from '@/domain/centres';

import type { DashboardApi, DashboardView } from './dashboard-api';
import type { StaffApi } from './staff-api';

/**
 * Every dashboard query, its key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const dashboardQueries = {
  all: ['dashboard'] as const,
  /** The figures, recent activity and requests awaiting approval, read as one, for one view. */
  home: (api: DashboardApi, view: DashboardView) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'home', view] as const,
      queryFn: () => api.loadDashboard(view),
      meta: { errorMessage: 'Could not load the dashboard data.' },
    }),
  /** The staff directory, for the admins' Staff screen. */
  staff: (api: Pick<StaffApi, 'listStaff'>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'staff'] as const,
      queryFn: api.listStaff,
      meta: { errorMessage: 'Could not load the staff directory.' },
    }),
  /** The invitations not yet accepted or withdrawn, for the admins' Staff screen. */
  invitations: (api: Pick<StaffApi, 'listInvitations'>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'invitations'] as const,
      queryFn: api.listInvitations,
      meta: { errorMessage: 'Could not load the invitations.' },
    }),
  /** The admins' table: each centre's figures, once the centres are known. */
  centres: (api: Pick<DashboardApi, 'loadCentreFigures'>, centres: readonly Centre[] | undefined) =>
    queryOptions({
      queryKey: [
        ...dashboardQueries.all,
        'centres',
        centres?.map((centre) => centre.centreNumber) ?? [],
      ] as const,
      queryFn: () => api.loadCentreFigures(centres ?? []),
      enabled: centres !== undefined,
      meta: { errorMessage: 'Could not load the figures of each centre.' },
    }),
};
