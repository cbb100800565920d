import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Invitation } from '@/domain/invitations';

import { expiredInvitationHelp } from '../../utils/invitation-messages';
import { InvitationSummary } from './invitation-summary';

/** The way on from a dead end: the login page, for anyone who has an account already. */
function ToLogin() {
  return (
    <ButtonLink to={paths.login.getHref()} variant="outline" className="mt-4">
      Go to the Login Page
    </ButtonLink>
  );
}

export function NotALinkNotice() {
  return (
    <div>
      <Alert tone="info" role="none" title="This page opens from an invitation’s e-mail.">
        <p>
          An administrator invites you to the staff by e-mail. Open the link in that e-mail, on this
          device, to accept. If you already have staff access, sign in instead.
        </p>
      </Alert>
      <ToLogin />
    </div>
  );
}

export function LinkFailedNotice({ message }: { message: string }) {
  return (
    <div>
      <Alert tone="error" role="alert" title="This invitation link cannot be used.">
        <p>{message}</p>
      </Alert>
      <ToLogin />
    </div>
  );
}

/** The address had an account before the link was opened: it was closed, and a new link sent. */
export function FreshLinkSentNotice({ email }: { email: string }) {
  return (
    <Alert tone="info" role="alert" title={`We have sent a new link to ${email}.`}>
      <p>
        This address already had an account before you opened the link, so someone else may have
        been signed in to it. To keep your staff access yours alone, we closed that account. Open
        the link in the newest e-mail, on this device, to carry on.
      </p>
    </Alert>
  );
}

/** Joined, but the new session could not be opened for them: they sign in themselves. */
export function JoinedNotice({ asVerifier = false }: { asVerifier?: boolean }) {
  return (
    <div>
      <Alert
        tone="success"
        role="alert"
        title={asVerifier ? 'Your verifier account is ready.' : 'You have joined the staff.'}
      >
        <p>Sign in with your e-mail address and the password you have just chosen.</p>
      </Alert>
      <ToLogin />
    </div>
  );
}

export function NoInvitationNotice({ email }: { email: string }) {
  return (
    <div>
      <Alert tone="error" role="alert" title={`There is no invitation to ${email}.`}>
        <p>
          It has been withdrawn, or used already. If you accepted it, sign in with your password.
          Otherwise ask the administrator who invited you to invite you again.
        </p>
      </Alert>
      <ToLogin />
    </div>
  );
}

export function ExpiredNotice({ invitation }: { invitation: Invitation }) {
  return (
    <div className="space-y-4">
      <Alert tone="error" role="alert" title="This invitation has expired.">
        <p>{expiredInvitationHelp}</p>
      </Alert>
      <InvitationSummary invitation={invitation} />
    </div>
  );
}
