import { onDemand } from '@/lib/on-demand';

import type { SessionSnapshot, SessionUser } from '../types';
import type { SignInInput } from './sign-in';
import type { SessionSubscription } from './subscribe-to-session';

/*
 * The session's operations, each with the Auth SDK behind it, run on first use: the sign-in page
 * runs no Firebase code until someone moves into its form, or was signed in here when the app
 * last knew (docs/decisions/025-short-tasks-on-arrival.md). The page's HTML has the browser
 * fetch them early.
 */
const session = onDemand(() => import('./subscribe-to-session'));
const signInModule = onDemand(() => import('./sign-in'));
const passwordResetModule = onDemand(() => import('./send-password-reset'));
const signOutModule = onDemand(() => import('./sign-out'));

export const signInOnDemand = async (input: SignInInput): Promise<SessionUser> =>
  (await signInModule.load()).signIn(input);

export const sendPasswordResetOnDemand = async (email: string): Promise<void> =>
  (await passwordResetModule.load()).sendPasswordReset(email);

const signOutOnDemand = async (): Promise<void> => (await signOutModule.load()).signOut();

/**
 * subscribeToSession once its module has loaded. `onFailure` hears if it cannot be loaded; the
 * next call tries again.
 */
function followSessionOnDemand(
  onChange: (snapshot: SessionSnapshot) => void,
  onFailure: (error: unknown) => void,
): SessionSubscription {
  let subscription: SessionSubscription | undefined;
  let ended = false;
  const started = session.load().then(({ subscribeToSession }) => {
    if (!ended) subscription = subscribeToSession(onChange);
  });
  started.catch((error: unknown) => {
    if (!ended) onFailure(error);
  });
  return {
    unsubscribe: () => {
      ended = true;
      subscription?.unsubscribe();
    },
    recheck: async () => {
      await started;
      await subscription?.recheck();
    },
  };
}

/** What the session provider needs from the identity provider; tests pass their own. */
export type SessionApi = {
  followSession: typeof followSessionOnDemand;
  signOut: () => Promise<void>;
};

export const firebaseSessionApi: SessionApi = {
  followSession: followSessionOnDemand,
  signOut: signOutOnDemand,
};
