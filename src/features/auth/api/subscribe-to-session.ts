import { onIdTokenChanged, type User } from 'firebase/auth';

import type { StaffRole } from '@/domain/staff';
import type { VerifierAccount } from '@/domain/verifiers';
import { getAuthClient } from '@/lib/firebase';

import type { SessionSnapshot } from '../types';
import { readStaffRole } from './read-staff-entry';
import { readVerifierAccount } from './read-verifier-entry';
import { toSessionUser } from './session-user';

export type SessionSubscription = {
  unsubscribe: () => void;
  /**
   * Checks the signed-in account again, as after it joined the staff: the directory changed, and
   * its token may not have (a new token within the same second as the last is the same token).
   */
  recheck: () => Promise<void>;
};

/**
 * Calls `onChange` with the signed-in user, whether they are staff and their role, now and
 * whenever that may change (sign-in, sign-out, a token refresh, a recheck). Staff, as the rules
 * count them (docs/decisions/028-invitations.md): a proved (verified) e-mail and an entry in the
 * staff directory for that address, whose role says which centres they reach, in a session that
 * began after the entry was written. No custom claim is read: someone who has just accepted an
 * invitation has none.
 *
 * The checks are asynchronous, so a slow answer for an earlier token must not overwrite a newer
 * one: only the latest change is reported.
 */
export function subscribeToSession(
  onChange: (snapshot: SessionSnapshot) => void,
): SessionSubscription {
  let active = true;
  let latest = 0;
  let unsubscribe: () => void = () => {};

  async function report(user: User | null): Promise<void> {
    const change = ++latest;
    if (!user) {
      onChange({ user: null, isStaff: false, role: null, verifier: null });
      return;
    }
    let role: StaffRole | null = null;
    let verifier: VerifierAccount | null = null;
    try {
      const { claims } = await user.getIdTokenResult();
      const proved = claims['email_verified'] === true;
      const signedInAt = Number(claims['auth_time']);
      role = proved ? await readStaffRole(user.uid, user.email, signedInAt) : null;
      // Staff first; an account that is not staff may be an employer's verifier account.
      if (proved && role === null) {
        verifier = await readVerifierAccount(user.uid, user.email, signedInAt);
      }
    } catch (error) {
      // Without these answers we cannot show staff screens; the rules would refuse anyway.
      console.error('Could not check whether this account has staff access.', error);
    }
    if (active && change === latest) {
      onChange({ user: toSessionUser(user), isStaff: role !== null, role, verifier });
    }
  }

  const authReady = getAuthClient().then((auth) => {
    if (active) unsubscribe = onIdTokenChanged(auth, (user) => void report(user));
    return auth;
  });

  return {
    unsubscribe: () => {
      active = false;
      unsubscribe();
    },
    recheck: async () => report((await authReady).currentUser),
  };
}
