import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { firebaseSessionApi, type SessionApi } from '../api/auth-on-demand';
import type { SessionSubscription } from '../api/subscribe-to-session';
import { SessionContext, type Session } from '../session-context';
import type { SessionSnapshot } from '../types';
import { rememberSignedIn } from '../utils/signed-in-hint';

type State = SessionSnapshot & { loading: boolean; signingOut: boolean };

/**
 * The staff session: who is signed in and whether they are staff as the rules count them, kept
 * current as tokens change. Mounted only by the staff area (login and guarded routes), so public
 * pages never download the Auth SDK. It is followed from the moment a screen asks (`follow`,
 * which `useSession` calls), so the sign-in page can leave the SDK until it is needed.
 */
export function SessionProvider({
  children,
  api = firebaseSessionApi,
}: {
  children: ReactNode;
  api?: SessionApi;
}) {
  const [state, setState] = useState<State>({
    loading: true,
    user: null,
    isStaff: false,
    role: null,
    verifier: null,
    signingOut: false,
  });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const subscription = useRef<SessionSubscription | null>(null);

  const follow = useCallback(() => {
    subscription.current ??= api.followSession(
      (snapshot) => {
        rememberSignedIn(snapshot.user !== null);
        setState((previous) => ({
          ...snapshot,
          loading: false,
          // Someone signing in ends the sign-out that went before.
          signingOut: snapshot.user ? false : previous.signingOut,
        }));
      },
      (error) => setFailure({ error }),
    );
  }, [api]);

  useEffect(
    () => () => {
      subscription.current?.unsubscribe();
      subscription.current = null;
    },
    [],
  );

  const recheck = useCallback(async () => {
    await subscription.current?.recheck();
  }, []);

  const signOut = useCallback(async () => {
    setState((previous) => ({ ...previous, signingOut: true }));
    try {
      await api.signOut();
    } catch (error) {
      console.error('Signing out failed.', error);
      setState((previous) => ({ ...previous, signingOut: false }));
    }
  }, [api]);

  const session = useMemo<Session>(
    () => ({ ...state, follow, signOut, recheck }),
    [state, follow, signOut, recheck],
  );
  // The session's code could not be loaded: the page's error boundary says so, as for any part of
  // a page that fails to load, and a new visit to the page tries again.
  if (failure) throw failure.error;
  return <SessionContext value={session}>{children}</SessionContext>;
}
