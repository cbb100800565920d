import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';

import { useSession } from '../session-context';
import { NoVerifierAccess } from './no-verifier-access';

/**
 * Lets only an active verifier account through to the employers' pages
 * (docs/decisions/030-verifier-batch-checks.md): the session knows three kinds, and each is sent
 * where it belongs. Staff go to their dashboard; a suspended verifier, or an account that is
 * neither, is told so. The rules are what keep each away from the others' data.
 */
export function VerifierGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  if (session.loading) return <PageLoading label="Checking authentication..." />;

  if (!session.user) {
    if (session.signingOut) return <PageLoading label="Signing out..." />;
    return <Navigate replace to={paths.login.getHref(pathname + search)} />;
  }

  if (session.isStaff) return <Navigate replace to={paths.dashboard.root.getHref()} />;

  if (session.verifier?.status === 'active') return children;

  return (
    <NoVerifierAccess
      email={session.user.email}
      suspended={session.verifier?.status === 'suspended'}
      onSignOut={async () => {
        await session.signOut();
        navigate(paths.login.getHref(pathname + search), { replace: true });
      }}
    />
  );
}
