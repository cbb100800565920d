import { onIdTokenChanged } from 'firebase/auth';

import { getAuthClient } from '@/lib/firebase';

import type { SessionSnapshot } from '../types';
import { toSessionUser } from './session-user';

/**
 * Calls `onChange` with the signed-in user and their staff claim now and whenever either changes
 * (sign-in, sign-out, a token refresh that brings new claims). Returns the unsubscribe function.
 *
 * Reading the claim is asynchronous, so a slow answer for an earlier token must not overwrite a
 * newer one: only the latest change is reported.
 */
export function subscribeToSession(onChange: (snapshot: SessionSnapshot) => void): () => void {
  let active = true;
  let latest = 0;
  let unsubscribe: () => void = () => {};

  void getAuthClient().then((auth) => {
    if (!active) return;
    unsubscribe = onIdTokenChanged(auth, async (user) => {
      const change = ++latest;
      if (!user) {
        onChange({ user: null, isStaff: false });
        return;
      }
      let isStaff = false;
      try {
        const { claims } = await user.getIdTokenResult();
        isStaff = claims['staff'] === true;
      } catch (error) {
        // Without a readable token we cannot show staff screens; the rules would refuse anyway.
        console.error('Could not read the staff claim from the ID token.', error);
      }
      if (active && change === latest) onChange({ user: toSessionUser(user), isStaff });
    });
  });

  return () => {
    active = false;
    unsubscribe();
  };
}
