import { doc, getDoc } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { isSessionAfterAccess } from '@/domain/staff';
import { dateFrom } from '@/domain/stored-values';
import { verifierFrom, type VerifierAccount } from '@/domain/verifiers';
import { getDb } from '@/lib/firebase';

/**
 * The verifier account this session is (docs/decisions/030-verifier-batch-checks.md), read from
 * its own entry as the rules read it: under this e-mail, in a session begun after the entry was
 * written. Null when there is none, or the entry is not this address's, or the session is an
 * earlier one (its holder must sign in again). A suspended account is returned as it is: the
 * guard says so rather than pretend there is no account.
 */
export async function readVerifierAccount(
  uid: string,
  email: string | null,
  /** When this session signed in, in whole seconds (the token's `auth_time`). */
  signedInAtSeconds: number,
): Promise<VerifierAccount | null> {
  const entry = await getDoc(doc(await getDb(), collections.verifiers, uid));
  const data = entry.data();
  if (!data || email === null || data.email !== email) return null;
  const account = verifierFrom(uid, data, dateFrom);
  if (!account || !isSessionAfterAccess(signedInAtSeconds, account.addedAt)) return null;
  return account;
}
