import { useQuery } from '@tanstack/react-query';

import type { DashboardApi } from '../api/dashboard-api';
import { dashboardQueries } from '../api/dashboard-home-queries';
import { noFigures, nothingAwaiting, type DashboardData } from '../types';

const empty: DashboardData = { figures: noFigures, recent: [], awaiting: nothingAwaiting };

/**
 * SPEC §4 'Dashboard home': loading, then loaded. A failure is logged (by the staff query
 * client) and the figures stay at zero with an empty list; `retry` loads again.
 */
export function useDashboardData(api: DashboardApi) {
  const query = useQuery(dashboardQueries.home(api));
  return {
    ...(query.data ?? empty),
    // A retry after a failure shows the loading message again, as the first load did.
    loading: query.isPending || (query.isError && query.isFetching),
    /** Whether the last load reached the database; null before the first one ends. */
    connected: query.isSuccess ? true : query.isError ? false : null,
    retry: () => void query.refetch(),
  };
}
