import { sendPasswordResetEmail } from 'firebase/auth';

import { getAuthClient } from '@/lib/firebase';

/**
 * Asks the provider to e-mail a password-reset link. Callers must tell the visitor the same thing
 * whatever happens, so that the form never reveals whether an account exists.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const auth = await getAuthClient();
  await sendPasswordResetEmail(auth, email.trim());
}
