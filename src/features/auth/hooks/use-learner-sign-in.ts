import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { emailAddressFrom } from '@/domain/invitations';
import { learnerAccountVerdict } from '@/domain/learners';

import type { LearnerAuthApi } from '../api/learner-auth-on-demand';
import { learnerLinkFailure, sendFailure } from '../utils/learner-messages';
import { initialLearnerSignIn, learnerSignInScreen } from '../utils/learner-sign-in-screen';

const ADDRESS_HELP = 'Enter your e-mail address, such as name@example.com.';

/**
 * The learners' sign-in (utils/learner-sign-in-screen.ts): whether someone is signed in here
 * already or has opened a link, sending a link, and signing in with one, then deciding what the
 * account is (src/domain/learners.ts).
 */
export function useLearnerSignIn(api: LearnerAuthApi) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(learnerSignInScreen, initialLearnerSignIn);
  const checked = useRef(false);

  // Known only in the browser, after the first render: the page is pre-rendered 'checking'.
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const href = window.location.href;
    void Promise.all([
      api.currentLearner().catch(() => null),
      api.isLearnerLink(href).catch(() => false),
    ]).then(([session, isLink]) =>
      dispatch({
        type: 'checked',
        session,
        isLink,
        rememberedAddress: isLink ? api.rememberedAddress() : '',
      }),
    );
  }, [api]);

  const signIn = useCallback(
    async (typed: string) => {
      const email = emailAddressFrom(typed);
      if (!email) {
        dispatch({ type: 'sign-in-failed', canRetry: true, message: ADDRESS_HELP });
        return;
      }
      let result;
      try {
        result = await api.signInWithLearnerLink(email, window.location.href);
      } catch (error) {
        dispatch({ type: 'sign-in-failed', ...learnerLinkFailure(error) });
        return;
      }
      // The link works once: a reload carries on as the account instead of trying it again.
      navigate(paths.myCertificates.getHref(), { replace: true });
      const { session, isNewUser } = result;
      try {
        const { claim, isStaff } = await api.readAccount(session);
        if (isStaff) {
          await api.signOut();
          dispatch({ type: 'staff-account', email: session.email });
          return;
        }
        const verdict = learnerAccountVerdict({ isNewUser, claim, ...session });
        if (verdict === 'returning') {
          dispatch({ type: 'signed-in', session });
          return;
        }
        // A newer session than any other of the address: whoever held an older one reads nothing.
        await api.claimAddress(session);
        if (verdict === 'claim') {
          dispatch({ type: 'signed-in', session });
          return;
        }
        const emulatorLink = await api.closeAndSendAgain(session.email);
        dispatch({ type: 'started-afresh', email: session.email, emulatorLink });
      } catch (error) {
        console.error('Could not finish signing the learner in.', error);
        await api.signOut().catch(() => undefined);
        dispatch({
          type: 'sign-in-failed',
          canRetry: false,
          message: 'Signing you in did not finish. Ask for a new link below.',
        });
      }
    },
    [api, navigate],
  );

  // A link opened in the browser that asked for it signs in at once.
  const autoEmail = state.step === 'signing-in' ? state.email : null;
  useEffect(() => {
    if (autoEmail) void signIn(autoEmail);
  }, [autoEmail, signIn]);

  async function sendLink(typed: string) {
    const email = emailAddressFrom(typed);
    if (!email) {
      dispatch({ type: 'address-refused', message: ADDRESS_HELP });
      return;
    }
    dispatch({ type: 'sending' });
    try {
      const emulatorLink = await api.sendLearnerLink(email);
      api.rememberAddress(email);
      dispatch({ type: 'sent', email, emulatorLink });
    } catch (error) {
      dispatch({ type: 'send-failed', message: sendFailure(error) });
    }
  }

  function confirm(typed: string) {
    dispatch({ type: 'signing-in', email: typed });
    void signIn(typed);
  }

  async function signOut() {
    await api.signOut();
    dispatch({ type: 'signed-out' });
  }

  return { state, dispatch, sendLink, confirm, signOut };
}
