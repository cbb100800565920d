import { queryOptions } from '@tanstack/react-query';

import type { DashboardApi } from './dashboard-api';

/**
 * Every dashboard query, its key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const dashboardQueries = {
  all: ['dashboard'] as const,
  /** The figures, recent activity and requests awaiting approval, read as one. */
  home: (api: DashboardApi) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'home'] as const,
      queryFn: () => api.loadDashboard(),
      meta: { errorMessage: 'Could not load the dashboard data.' },
    }),
};
