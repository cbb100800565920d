import { randomBytes } from 'node:crypto';

import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import { emailAddressFrom } from '../../../src/domain/invitations';
import type { StaffActor } from '../../../src/domain/staff';

/**
 * Staff are Firebase Auth accounts with two things (docs/decisions/028-invitations.md): a
 * verified e-mail address, and an entry in the staff directory (`staff/{uid}`) for that address.
 * Admins invite staff from the dashboard; this tool gives a new project its first admin and mends
 * the directory, with the Admin SDK.
 *
 * What giving and taking away staff access share: the address as the directory keeps it, the
 * directory entry, and the event that records each change. Accounts made before decision 028
 * carry a `staff` claim that nothing reads any more; removal clears it.
 */

/** Firebase Auth refuses passwords shorter than this. */
export const MINIMUM_PASSWORD_LENGTH = 6;

export function normaliseEmail(email: string): string {
  const address = emailAddressFrom(email);
  if (!address) throw new Error(`"${email}" is not an e-mail address.`);
  return address;
}

/** 18 random bytes as 24 URL-safe characters: easy to copy, hard to guess. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The claim accounts made before decision 028 carry, which nothing reads any more. */
export function hasStaffClaim(user: UserRecord): boolean {
  return user.customClaims?.staff === true;
}

export async function findUser(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export const directoryEntry = (db: Firestore, uid: string) =>
  db.collection(collections.staff).doc(uid);

/**
 * Who `npm run staff` records as acting: the tool, with the e-mail of whoever ran it (`--by`), in
 * the entry's `addedBy` and the event it writes (docs/decisions/016-audit-trail.md).
 */
export function scriptActor(by: string): StaffActor {
  return { uid: 'script:staff', email: by };
}
