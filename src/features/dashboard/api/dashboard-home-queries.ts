import { queryOptions } from '@tanstack/react-query';

import type { DashboardApi, DashboardView } from './dashboard-api';

/**
 * The dashboard home's queries, each key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md). Each centre's figures are the centres' own query
 * (lib/centre-figures-query.ts), shared with the Centres screen.
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
};
