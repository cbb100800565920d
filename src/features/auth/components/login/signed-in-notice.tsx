import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import type { SessionUser } from '../../types';

/** Someone already signed in on the sign-in page: the way to the dashboard, or why not. */
export function SignedInNotice({ user, isStaff }: { user: SessionUser; isStaff: boolean }) {
  return (
    <Alert tone="info" title={`You are signed in as ${user.email ?? 'a user'}.`}>
      {isStaff ? (
        <ButtonLink to={paths.dashboard.root.getHref()} size="sm" className="mt-2">
          Go to the dashboard
        </ButtonLink>
      ) : (
        <p>This account does not have staff access. Sign in with a staff account below.</p>
      )}
    </Alert>
  );
}
