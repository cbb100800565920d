import type { User } from 'firebase/auth';

import type { SessionUser } from '../types';

export function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}
