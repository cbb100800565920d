import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { PageLoading } from '@/components/ui/page-loading';
import { SessionProvider } from '@/features/auth/components/session-provider';

/**
 * The part of the site that needs a session: the login page and the guarded staff routes
 * (./staff-only.tsx). The route table loads this module lazily, so the Auth SDK never reaches the
 * public pages' bundle. One provider spans the login and the dashboard, so signing in does not
 * re-check the session.
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
