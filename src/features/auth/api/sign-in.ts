import {
  browserLocalPersistence,
  browserSessionPersistence,
  setPersistence,
  signInWithEmailAndPassword,
} from 'firebase/auth';

import { getAuthClient } from '@/lib/firebase';

import type { SessionUser } from '../types';
import { toSessionUser } from './session-user';

export type SignInInput = {
  email: string;
  password: string;
  /** Kept across browser restarts when true; ended with the browser session when false. */
  remember: boolean;
};

/** Signs in with e-mail and password. Provider errors (with their `code`) are thrown as they are. */
export async function signIn({ email, password, remember }: SignInInput): Promise<SessionUser> {
  const auth = await getAuthClient();
  // Must come before signing in, so the new session is written where the choice says.
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  return toSessionUser(user);
}
