import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';

import { useSession } from '../session-context';
import { NoStaffAccess } from './no-staff-access';

/**
 * Lets only staff through to the guarded routes; sends an employer's verifier account on to its
 * own pages (docs/decisions/030-verifier-batch-checks.md). This shapes the interface; the
 * Firestore rules are what actually keep a non-staff account away from the data.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  if (session.loading) return <PageLoading label="Checking authentication..." />;

  if (!session.user) {
    // Whoever signed out here is being taken somewhere already; do not bounce them to the login.
    if (session.signingOut) return <PageLoading label="Signing out..." />;
    return <Navigate replace to={paths.login.getHref(pathname + search)} />;
  }

  // An employer's verifier account has its own pages: it never sees the staff's.
  if (!session.isStaff && session.verifier) {
    return <Navigate replace to={paths.verifyBatch.getHref()} />;
  }

  if (!session.isStaff) {
    return (
      <NoStaffAccess
        email={session.user.email}
        onSignOut={async () => {
          await session.signOut();
          // Straight to the login, so another account can be used for the page asked for.
          navigate(paths.login.getHref(pathname + search), { replace: true });
        }}
      />
    );
  }

  return children;
}
