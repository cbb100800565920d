import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { createStaffQueryClient } from '@/lib/query-client';

/**
 * Renders a staff component inside a fresh copy of the app's own staff query client, so each
 * test starts with an empty cache and the same defaults (no retries, failures logged) as the app.
 */
export function renderWithQueryClient(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> = {},
): ReturnType<typeof render> & { queryClient: QueryClient } {
  const queryClient = createStaffQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return { ...render(ui, { ...options, wrapper: Wrapper }), queryClient };
}
