import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { emailAddressFrom, invitationCodeFrom, INVITATION_CODE_PARAM } from '@/domain/invitations';
import { InvitationRefusedError } from '@/domain/plans/invitation';
import { failureMessage } from '@/lib/failure-message';

import type { AcceptInvitationApi } from '../api/invitation-api';
import type { Session } from '../session-context';
import { acceptScreen, initialAcceptScreen } from '../utils/accept-invitation-screen';
import { linkFailure, passwordFailure } from '../utils/invitation-messages';

/**
 * The accept page's steps (utils/accept-invitation-screen.ts): checking the link once the session
 * is known, reading the invitation, signing in with the address confirmed, and accepting.
 */
export function useAcceptInvitation(api: AcceptInvitationApi, session: Session) {
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
    const code = invitationCodeFrom(href);
    void api.isInvitationLink(href).then(
      (isLink) =>
        dispatch({
          type: 'link-checked',
          isLink,
          rememberedAddress: isLink ? api.rememberedAddress() : '',
          signedInAs,
          code,
        }),
      () =>
        dispatch({
          type: 'link-checked',
          isLink: false,
          rememberedAddress: '',
          signedInAs,
          code,
        }),
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

  async function signIn(address: string, code: string) {
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
      const { user, openedBefore } = await api.signInWithLink(email, window.location.href);
      if (openedBefore) {
        // Whoever opened it may still hold a session of it: start from an account nobody had.
        await api.startAfresh(email, code);
        dispatch({ type: 'started-afresh', email });
        return;
      }
      // The link works once: a reload should not try it again, but carry on as the account,
      // with the code the acceptance needs.
      navigate(`${paths.staffAccept.getHref()}?${INVITATION_CODE_PARAM}=${code}`, {
        replace: true,
      });
      dispatch({ type: 'signed-in', email: emailAddressFrom(user.email ?? '') ?? email });
    } catch (error) {
      dispatch({ type: 'sign-in-failed', ...linkFailure(error) });
    }
  }

  async function accept(email: string, password: string, code: string) {
    dispatch({ type: 'accepting' });
    try {
      await api.setPassword(password);
    } catch (error) {
      dispatch({ type: 'accept-failed', message: passwordFailure(error) });
      return;
    }
    try {
      await api.accept(code);
    } catch (error) {
      if (error instanceof InvitationRefusedError) {
        dispatch({ type: 'accept-refused', now: new Date() });
      } else {
        dispatch({ type: 'accept-failed', message: failureMessage(error) });
      }
      return;
    }
    // Access is given to a session begun after it: the one the link opened is not.
    const signedInAgain = await api.signInAgain(email, password, Date.now()).then(
      () => true,
      (error: unknown) => {
        console.error('Could not sign in again after joining.', error);
        return false;
      },
    );
    dispatch({ type: 'accepted', signedInAgain });
    await session.recheck().catch((error: unknown) => {
      console.error('Could not read the staff directory again after joining.', error);
    });
  }

  return { state, dispatch, signIn, accept };
}
