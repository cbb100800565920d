import { signOut as firebaseSignOut } from 'firebase/auth';

import { getAuthClient } from '@/lib/firebase';

export async function signOut(): Promise<void> {
  const auth = await getAuthClient();
  await firebaseSignOut(auth);
}
