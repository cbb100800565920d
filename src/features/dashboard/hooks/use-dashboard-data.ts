import { useCallback, useEffect, useState } from 'react';

import { noFigures, type DashboardData } from '../types';

export type LoadDashboard = () => Promise<DashboardData>;

export type DashboardState = DashboardData & {
  loading: boolean;
  /** Whether the last load reached the database; null before the first one ends. */
  connected: boolean | null;
};

const empty: DashboardData = { figures: noFigures, recent: [] };

/**
 * SPEC §4 'Dashboard home': loading, then loaded. A failure is logged and the figures stay at
 * zero with an empty list; `retry` loads again.
 */
export function useDashboardData(load: LoadDashboard) {
  const [state, setState] = useState<DashboardState>({
    ...empty,
    loading: true,
    connected: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ ...data, loading: false, connected: true });
      },
      (error: unknown) => {
        console.error('Could not load the dashboard data.', error);
        if (current) setState({ ...empty, loading: false, connected: false });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true }));
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
