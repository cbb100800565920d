import { createContext, useContext, useEffect } from 'react';

import type { StaffRole } from '@/domain/staff';
import type { VerifierAccount } from '@/domain/verifiers';

import type { SessionUser } from './types';
import { wasSignedIn } from './utils/signed-in-hint';

export type Session = {
  /** True until the identity provider has said who, if anyone, is signed in. */
  loading: boolean;
  user: SessionUser | null;
  isStaff: boolean;
  /** Which centres the staff member reaches; null unless they are staff. */
  role: StaffRole | null;
  /**
   * An employer's verifier account, when the account signed in is one (and not staff): the third
   * kind of session, which the verifiers' guard lets through and the staff guard sends on.
   */
  verifier?: VerifierAccount | null;
  /** True from the moment this tab asks to sign out until someone signs in again. */
  signingOut: boolean;
  /** Signs out; a failure is logged and otherwise ignored. */
  signOut: () => Promise<void>;
  /** Reads the staff directory again for the account signed in, as after it joined the staff. */
  recheck: () => Promise<void>;
  /**
   * Starts following the session, loading the Auth SDK, if nothing has yet. Until then `loading`
   * stays true. `useSession` calls it; the sign-in form calls it when someone moves into it.
   */
  follow: () => void;
};

/** Exported for tests, which inject a session without Firebase; the app uses SessionProvider. */
export const SessionContext = createContext<Session | null>(null);

function useSessionContext(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider.');
  return session;
}

/** The session, followed from the moment the component using it mounts. */
export function useSession(): Session {
  const session = useSessionContext();
  const { follow } = session;
  useEffect(() => follow(), [follow]);
  return session;
}

/**
 * The session, followed at once only where someone was signed in when the app last knew, and
 * otherwise from the first `follow`: for the sign-in form, which calls `follow` once someone
 * moves into it, so that the page runs no Firebase code before it can be used
 * (docs/decisions/025-short-tasks-on-arrival.md).
 */
export function useSessionOnDemand(): Session {
  const session = useSessionContext();
  const { follow } = session;
  // Someone signed in here before is told at once who is signed in.
  useEffect(() => {
    if (wasSignedIn()) follow();
  }, [follow]);
  return session;
}

/**
 * The signed-in staff member's role, for the screens behind the staff guard, which lets nobody
 * through without one.
 */
export function useStaffRole(): StaffRole {
  const { role } = useSession();
  if (!role) throw new Error('useStaffRole must be used behind the staff guard.');
  return role;
}
