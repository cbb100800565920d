import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { signOut as signOutOfProvider } from '../api/sign-out';
import { subscribeToSession, type SessionSubscription } from '../api/subscribe-to-session';
import { SessionContext, type Session } from '../session-context';
import type { SessionSnapshot } from '../types';

type State = SessionSnapshot & { loading: boolean; signingOut: boolean };

/**
 * The staff session: who is signed in and whether they are staff as the rules count them, kept
 * current as tokens change. Mounted only by the staff area (login and guarded routes), so public
 * pages never download the Auth SDK.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({
    loading: true,
    user: null,
    isStaff: false,
    role: null,
    signingOut: false,
  });

  const subscription = useRef<SessionSubscription | null>(null);

  useEffect(() => {
    const subscribed = subscribeToSession((snapshot) =>
      setState((previous) => ({
        ...snapshot,
        loading: false,
        // Someone signing in ends the sign-out that went before.
        signingOut: snapshot.user ? false : previous.signingOut,
      })),
    );
    subscription.current = subscribed;
    return subscribed.unsubscribe;
  }, []);

  const recheck = useCallback(async () => {
    await subscription.current?.recheck();
  }, []);

  const signOut = useCallback(async () => {
    setState((previous) => ({ ...previous, signingOut: true }));
    try {
      await signOutOfProvider();
    } catch (error) {
      console.error('Signing out failed.', error);
      setState((previous) => ({ ...previous, signingOut: false }));
    }
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, signOut, recheck }),
    [state, signOut, recheck],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
