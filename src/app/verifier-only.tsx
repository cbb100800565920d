import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { PageLoading } from '@/components/ui/page-loading';
import { VerifierGuard } from '@/features/auth/components/verifier-guard';
import { StaffQueryProvider } from '@/lib/query-client';

/**
 * The employers' guarded routes, an active verifier account only
 * (docs/decisions/030-verifier-batch-checks.md), with the query client their history shares. A
 * module of its own, beside ./staff-only.tsx, loaded only for these routes.
 */
export default function VerifierOnly() {
  return (
    <VerifierGuard>
      <StaffQueryProvider>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </StaffQueryProvider>
    </VerifierGuard>
  );
}
