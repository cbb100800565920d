import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorMessage`: what the console says when the query fails; the screen says its own. */
    queryMeta: { errorMessage?: string };
  }
}

/**
 * The one cache of server state behind the staff screens (docs/decisions/020-staff-data-layer.md).
 * - A failed query is logged here, once, in the query's own words; the screen shows the failure.
 * - No automatic retries: a failure is shown at once with a Retry button, as the screens always
 *   have, and Firestore's SDK already retries what a flaky connection drops.
 * - No refetch when the window regains focus or the network returns: a queue being worked
 *   through must not reshuffle under the reviewer. Data is refreshed when a screen is opened
 *   (nothing is fresh for longer than that) and after every write that changes it.
 */
export function createStaffQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        console.error(query.meta?.errorMessage ?? 'A staff query failed.', error),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Mounted once, above every guarded staff route (src/app/staff-only.tsx): the dashboard, the
 * stand-alone Add Certificate page and the print sheet share one client for as long as staff stay
 * in the staff area, dropped with everything it held when they leave it (signing out does).
 * Public pages and the login page never load it.
 */
export function StaffQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createStaffQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
