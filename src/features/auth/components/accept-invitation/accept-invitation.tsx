import { Navigate } from 'react-router-dom';

import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';

import { firebaseAcceptInvitationApi, type AcceptInvitationApi } from '../../api/invitation-api';
import { useAcceptInvitation } from '../../hooks/use-accept-invitation';
import { useSession } from '../../session-context';
import { AcceptInvitationForm } from './accept-invitation-form';
import { ConfirmAddressForm } from './confirm-address-form';
import {
  ExpiredNotice,
  FreshLinkSentNotice,
  JoinedNotice,
  LinkFailedNotice,
  NoInvitationNotice,
  NotALinkNotice,
} from './invitation-notices';

type AcceptInvitationProps = {
  /** Auth and the database; tests pass their own. */
  api?: AcceptInvitationApi;
};

/**
 * The accept page (docs/decisions/028-invitations.md): opened by the sign-in link of an
 * invitation, it signs the invitee in with the address they confirm (closing an account someone
 * opened under it beforehand, and sending a fresh link), shows what they are invited as, sets
 * their password and accepts with the link's code, signs them in again, then opens the dashboard
 * once the session finds them in the staff directory.
 */
export function AcceptInvitation({ api = firebaseAcceptInvitationApi }: AcceptInvitationProps) {
  const session = useSession();
  const { state, dispatch, signIn, accept } = useAcceptInvitation(api, session);

  switch (state.step) {
    case 'checking':
      return <PageLoading label="Checking your invitation link..." />;
    case 'not-a-link':
      return <NotALinkNotice />;
    case 'confirm-address':
      return (
        <ConfirmAddressForm
          address={state.address}
          error={state.error}
          signingIn={state.signingIn}
          onChange={(address) => dispatch({ type: 'address-typed', address })}
          onSubmit={() => void signIn(state.address, state.code)}
        />
      );
    case 'link-failed':
      return <LinkFailedNotice message={state.message} />;
    case 'fresh-link-sent':
      return <FreshLinkSentNotice email={state.email} />;
    case 'reading':
      return <PageLoading label="Reading your invitation..." />;
    case 'no-invitation':
      return <NoInvitationNotice email={state.email} />;
    case 'expired':
      return <ExpiredNotice invitation={state.invitation} />;
    case 'invited':
      return (
        <AcceptInvitationForm
          invitation={state.invitation}
          failure={state.failure}
          accepting={state.accepting}
          onAccept={(password) => void accept(state.invitation.email, password, state.code)}
        />
      );
    case 'accepted':
      // The dashboard once the session has read the new entry: the guard would turn them away
      // before then. A verifier goes to its batch check instead.
      if (!state.signedInAgain) {
        return <JoinedNotice asVerifier={state.invitation.role.role === 'verifier'} />;
      }
      if (state.invitation.role.role === 'verifier') {
        return session.verifier ? (
          <Navigate replace to={paths.verifyBatch.getHref()} />
        ) : (
          <PageLoading label="Welcome. Opening your batch check..." />
        );
      }
      return session.isStaff ? (
        <Navigate replace to={paths.dashboard.root.getHref()} />
      ) : (
        <PageLoading label="Welcome to the staff. Opening your dashboard..." />
      );
  }
}
