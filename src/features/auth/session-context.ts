import { createContext, useContext } from 'react';

import type { StaffRole } from '@/domain/staff';

import type { SessionUser } from './types';

export type Session = {
  /** True until the identity provider has said who, if anyone, is signed in. */
  loading: boolean;
  user: SessionUser | null;
  isStaff: boolean;
  /** Which centres the staff member reaches; null unless they are staff. */
  role: StaffRole | null;
  /** True from the moment this tab asks to sign out until someone signs in again. */
  signingOut: boolean;
  /** Signs out; a failure is logged and otherwise ignored. */
  signOut: () => Promise<void>;
  /** Reads the staff directory again for the account signed in, as after it joined the staff. */
  recheck: () => Promise<void>;
};

/** Exported for tests, which inject a session without Firebase; the app uses SessionProvider. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider.');
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
