import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { PageLoading } from '@/components/ui/page-loading';
import { StaffGuard } from '@/features/auth/components/staff-guard';
import { StaffQueryProvider } from '@/lib/query-client';

/**
 * The guarded routes, staff only, and the one cache of server state they share
 * (docs/decisions/020-staff-data-layer.md). A module of its own, loaded only for these routes:
 * the login page shares the session with them but never loads TanStack Query.
 */
export default function StaffOnly() {
  return (
    <StaffGuard>
      <StaffQueryProvider>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </StaffQueryProvider>
    </StaffGuard>
  );
}
