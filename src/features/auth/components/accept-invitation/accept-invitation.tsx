import { useEffect, useReducer, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { emailAddressFrom } from '@/domain/invitations';
import { InvitationRefusedError } from '@/domain/plans/invitation';
import { failureMessage } from '@/lib/failure-message';

import { firebaseAcceptInvitationApi, type AcceptInvitationApi } from '../../api/invitation-api';
import { useSession } from '../../session-context';
import { acceptScreen, initialAcceptScreen } from '../../utils/accept-invitation-screen';
import { linkFailure, passwordFailure } from '../../utils/invitation-messages';
import { AcceptInvitationForm } from './accept-invitation-form';
import { ConfirmAddressForm } from './confirm-address-form';
import {
  ExpiredNotice,
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
 * invitation, it signs the invitee in with the address they confirm, shows what they are
 * invited as, sets their password and accepts, then opens the dashboard once the session finds
 * them in the staff directory.
 */
export function AcceptInvitation({ api = firebaseAcceptInvitationApi }: AcceptInvitationProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(acceptScreen, initialAcceptScreen);
  const checked = useRef(false);

  // Whether the address is a sign-in link is known only in the browser, after the first render
  // (the page is pre-rendered in its 'checking' state); and only once the session is known.
  useEffect(() => {
    if (checked.current || session.loading) return;
    checked.current = true;
    const href = window.location.href;
    const signedInAs = session.user?.email ? emailAddressFrom(session.user.email) : null;
    void api.isInvitationLink(href).then(
      (isLink) =>
        dispatch({
          type: 'link-checked',
          isLink,
          rememberedAddress: isLink ? api.rememberedAddress() : '',
          signedInAs,
        }),
      () => dispatch({ type: 'link-checked', isLink: false, rememberedAddress: '', signedInAs }),
    );
  }, [api, session.loading, session.user]);

  const readingEmail = state.step === 'reading' ? state.email : null;
  useEffect(() => {
    if (readingEmail === null) return;
    api.readInvitation(readingEmail).then(
      (invitation) => dispatch({ type: 'invitation-read', invitation, now: new Date() }),
      (error: unknown) =>
        dispatch({
          type: 'read-failed',
          message: `Your invitation could not be read: ${failureMessage(error)}`,
        }),
    );
  }, [api, readingEmail]);

  async function signIn(address: string) {
    const email = emailAddressFrom(address);
    if (!email) {
      dispatch({
        type: 'sign-in-failed',
        canRetry: true,
        message: 'Enter the e-mail address the invitation was sent to, such as name@example.com.',
      });
      return;
    }
    dispatch({ type: 'signing-in' });
    try {
      const user = await api.signInWithLink(email, window.location.href);
      // The link works once: a reload should not try it again, but carry on as the account.
      navigate(paths.staffAccept.getHref(), { replace: true });
      dispatch({ type: 'signed-in', email: emailAddressFrom(user.email ?? '') ?? email });
    } catch (error) {
      dispatch({ type: 'sign-in-failed', ...linkFailure(error) });
    }
  }

  async function accept(password: string) {
    dispatch({ type: 'accepting' });
    try {
      await api.setPassword(password);
    } catch (error) {
      dispatch({ type: 'accept-failed', message: passwordFailure(error) });
      return;
    }
    try {
      await api.accept();
    } catch (error) {
      if (error instanceof InvitationRefusedError) {
        dispatch({ type: 'accept-refused', now: new Date() });
      } else {
        dispatch({ type: 'accept-failed', message: failureMessage(error) });
      }
      return;
    }
    dispatch({ type: 'accepted' });
    await session.recheck().catch((error: unknown) => {
      console.error('Could not read the staff directory again after joining.', error);
    });
  }

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
          onSubmit={() => void signIn(state.address)}
        />
      );
    case 'link-failed':
      return <LinkFailedNotice message={state.message} />;
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
          onAccept={(password) => void accept(password)}
        />
      );
    case 'accepted':
      // The dashboard once the session has read the new entry: the guard would turn them away
      // before then.
      return session.isStaff ? (
        <Navigate replace to={paths.dashboard.root.getHref()} />
      ) : (
        <PageLoading label="Welcome to the staff. Opening your dashboard..." />
      );
  }
}
