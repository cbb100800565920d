import { Alert } from '@/components/ui/alert';

import type { LoginFailure } from '../../utils/login-screen';

type LoginNoticesProps = {
  /** Why the last sign-in failed; its alert has `errorId`, which both fields point at. */
  failure: LoginFailure | null;
  errorId: string;
  /** The address a link to reset the password was asked for. */
  resetSentTo: string | null;
};

/** What the sign-in form says above its fields. */
export function LoginNotices({ failure, errorId, resetSentTo }: LoginNoticesProps) {
  return (
    <>
      {failure ? (
        <Alert tone="error" role="alert" id={errorId}>
          {failure.message}
        </Alert>
      ) : null}
      {resetSentTo !== null ? (
        <Alert tone="info">
          If an account exists for {resetSentTo}, we have sent a link to reset the password.
        </Alert>
      ) : null}
    </>
  );
}
