import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { createStaffQueryClient } from '@/lib/query-client';

/**
 * The staff screens' server-state cache. Loaded only behind the staff guard, so neither the
 * public pages nor the login page download TanStack Query. One client for a signed-in visit:
 * leaving the staff area (signing out) drops it with everything it held.
 */
export default function StaffData({ children }: { children: ReactNode }) {
  const [client] = useState(createStaffQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
