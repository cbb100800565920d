import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';

import { PageLoading } from '@/components/ui/page-loading';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { StaffGuard } from '@/features/auth/components/staff-guard';

const loadStaffData = () => import('./staff-data');
const StaffData = lazy(loadStaffData);

/**
 * The part of the site that needs a session: the login page and the guarded staff routes. The
 * route table loads this module lazily, so the Auth SDK never reaches the public pages' bundle.
 * One provider spans the login and the dashboard, so signing in does not re-check the session.
 */
export default function StaffArea() {
  return (
    <SessionProvider>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </SessionProvider>
  );
}

/**
 * The guarded routes: staff only, with the staff data cache around them. The cache's code is
 * fetched while the session is being checked, so it is there by the time the guard opens.
 */
export function StaffOnly() {
  useEffect(() => {
    void loadStaffData();
  }, []);
  return (
    <StaffGuard>
      <Suspense fallback={<PageLoading />}>
        <StaffData>
          <Outlet />
        </StaffData>
      </Suspense>
    </StaffGuard>
  );
}
