import { randomBytes } from 'node:crypto';

import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';

import type { AuditEventRecord } from '../../src/domain/audit';
import { collections } from '../../src/domain/collections';
import type { StaffDirectoryEntry } from '../../src/domain/staff';

/**
 * Staff are Firebase Auth accounts with three things (docs/decisions/015-staff-identity.md): the
 * custom claim `staff: true`, a verified e-mail address, and an entry in the staff directory
 * (`staff/{uid}`) for that address. Only the Admin SDK can set a claim or write the directory,
 * so these functions are the one way staff access is given and taken away.
 */

export type StaffMember = {
  uid: string;
  email: string;
  disabled: boolean;
  lastSignIn: string | null;
  /** Where the account and the directory disagree; empty when all is in order. */
  problems: string[];
};

export type AddStaffResult = {
  uid: string;
  email: string;
  /** True when the account did not exist and was created. */
  created: boolean;
  /** True when the account already had the claim and its directory entry. */
  alreadyStaff: boolean;
  /** The password set now (given or generated), or null when the password was left alone. */
  password: string | null;
  passwordGenerated: boolean;
  /** True when an existing account's sessions were ended (its password was reset). */
  sessionsRevoked: boolean;
  /** True when an unverified account was taken over: its address was vouched for by the admin. */
  tookOver: boolean;
};

export type RemoveStaffResult = {
  uid: string;
  email: string;
  /** True when the account had the claim or a directory entry. */
  wasStaff: boolean;
};

/** Refused because going ahead would hand staff access to whoever holds the account now. */
export class UnverifiedAccountError extends Error {
  constructor(email: string) {
    super(
      `${email} already has an account that this command did not create, and its e-mail address has not been verified: anyone could have opened it in that name. ` +
        'Nothing was changed. Either ask the person to verify their address (the account then becomes safe to promote), ' +
        'or run the command again with --password <new password> to take the account over: its password is reset, its e-mail is marked verified on your word, and every session it has is ended.',
    );
    this.name = 'UnverifiedAccountError';
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Firebase Auth refuses passwords shorter than this. */
export const MINIMUM_PASSWORD_LENGTH = 6;

export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!EMAIL.test(trimmed)) throw new Error(`"${email}" is not an e-mail address.`);
  return trimmed;
}

/** 18 random bytes as 24 URL-safe characters: easy to copy, hard to guess. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

function hasStaffClaim(user: UserRecord): boolean {
  return user.customClaims?.staff === true;
}

async function findUser(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

const directoryEntry = (db: Firestore, uid: string) => db.collection(collections.staff).doc(uid);

/**
 * The event that records staff access given or taken away, in the same batch as the directory
 * entry that gives it (docs/decisions/016-audit-trail.md). `by` is who ran the command.
 */
function recordAccess(
  db: Firestore,
  batch: WriteBatch,
  action: 'staff.added' | 'staff.removed',
  staffUid: string,
  email: string,
  by: string,
) {
  const granted = action === 'staff.added';
  const event: AuditEventRecord = {
    actorUid: 'script:staff',
    actorEmail: by,
    action,
    entity: 'staff',
    staffUid,
    subject: email,
    changes: { staffAccess: { from: !granted, to: granted } },
    prevEventId: null,
  };
  batch.create(db.collection(collections.auditEvents).doc(), {
    ...event,
    at: FieldValue.serverTimestamp(),
  });
}

/** Sign-in methods other than the password this command sets (a phone, Google ...). */
function otherProviders(user: UserRecord): string[] {
  return user.providerData
    .map((provider) => provider.providerId)
    .filter((providerId) => providerId !== 'password');
}

/**
 * Gives an account staff access, creating it first if needed (verified, with the given password
 * or a generated one). An existing account is promoted only if its e-mail is verified, or if a
 * new password is given: then whoever held it before is locked out (password reset, other sign-in
 * methods unlinked, sessions ended) and the address is marked verified on the administrator's
 * word. `addedBy` names who granted access, for the directory.
 */
export async function addStaff(
  { auth, db }: { auth: Auth; db: Firestore },
  emailInput: string,
  { password: givenPassword, addedBy }: { password?: string; addedBy: string },
): Promise<AddStaffResult> {
  const email = normaliseEmail(emailInput);
  if (givenPassword !== undefined && givenPassword.length < MINIMUM_PASSWORD_LENGTH) {
    throw new Error(`A password needs at least ${MINIMUM_PASSWORD_LENGTH} characters.`);
  }
  const existing = await findUser(auth, email);
  let user: UserRecord;
  let password: string | null = givenPassword ?? null;
  let sessionsRevoked = false;
  let tookOver = false;

  if (!existing) {
    password ??= generatePassword();
    user = await auth.createUser({ email, password, emailVerified: true });
  } else if (givenPassword !== undefined) {
    tookOver = !existing.emailVerified;
    const unlink = otherProviders(existing);
    user = await auth.updateUser(existing.uid, {
      password: givenPassword,
      emailVerified: true,
      ...(unlink.length > 0 ? { providersToUnlink: unlink } : {}),
      ...(existing.phoneNumber ? { phoneNumber: null } : {}),
    });
    await auth.revokeRefreshTokens(existing.uid);
    sessionsRevoked = true;
  } else if (!existing.emailVerified) {
    throw new UnverifiedAccountError(email);
  } else {
    user = existing;
  }

  const entry = directoryEntry(db, user.uid);
  const listed = await entry.get();
  const alreadyStaff =
    hasStaffClaim(user) && listed.exists && listed.get('email') === email && !tookOver;
  if (!hasStaffClaim(user)) {
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, staff: true });
  }
  if (!listed.exists || listed.get('email') !== email) {
    const data: StaffDirectoryEntry & { addedAt: FieldValue } = {
      email,
      addedBy,
      addedAt: FieldValue.serverTimestamp(),
    };
    const batch = db.batch();
    batch.set(entry, data);
    recordAccess(db, batch, 'staff.added', user.uid, email, addedBy);
    await batch.commit();
  }
  return {
    uid: user.uid,
    email,
    created: !existing,
    alreadyStaff,
    password,
    passwordGenerated: !existing && givenPassword === undefined,
    sessionsRevoked,
    tookOver,
  };
}

/**
 * Takes staff access away at once: the directory entry goes (the rules stop answering this
 * account on its next request), the claim goes, and refresh tokens are revoked so no session can
 * renew. The account itself is kept (it may be someone's only sign-in).
 */
export async function removeStaff(
  { auth, db }: { auth: Auth; db: Firestore },
  emailInput: string,
  { removedBy }: { removedBy: string },
): Promise<RemoveStaffResult> {
  const email = normaliseEmail(emailInput);
  const user = await findUser(auth, email);
  if (!user) {
    // An entry can outlive its account; a directory entry for this address still opens nothing
    // without an account, but it should not linger.
    const orphans = await db.collection(collections.staff).where('email', '==', email).get();
    const [orphan] = orphans.docs;
    if (!orphan) throw new Error(`There is no account with the e-mail ${email}.`);
    const batch = db.batch();
    for (const entry of orphans.docs) {
      batch.delete(entry.ref);
      recordAccess(db, batch, 'staff.removed', entry.id, email, removedBy);
    }
    await batch.commit();
    return { uid: orphan.id, email, wasStaff: true };
  }
  const entry = directoryEntry(db, user.uid);
  const wasListed = (await entry.get()).exists;
  const wasStaff = hasStaffClaim(user) || wasListed;
  if (wasListed) {
    const batch = db.batch();
    batch.delete(entry);
    recordAccess(db, batch, 'staff.removed', user.uid, email, removedBy);
    await batch.commit();
  }
  if (hasStaffClaim(user)) {
    const otherClaims = Object.fromEntries(
      Object.entries(user.customClaims ?? {}).filter(([claim]) => claim !== 'staff'),
    );
    await auth.setCustomUserClaims(
      user.uid,
      Object.keys(otherClaims).length > 0 ? otherClaims : null,
    );
  }
  if (wasStaff) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email, wasStaff };
}

/**
 * Everyone with the staff claim or a directory entry, by e-mail, each with what is wrong with
 * it: only an account with all three of the claim, a verified e-mail and a matching entry is
 * staff to the rules.
 */
export async function listStaff({
  auth,
  db,
}: {
  auth: Auth;
  db: Firestore;
}): Promise<StaffMember[]> {
  const entries = new Map(
    (await db.collection(collections.staff).get()).docs.map((entry) => [entry.id, entry]),
  );
  const staff: StaffMember[] = [];
  const seen = new Set<string>();
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const entry = entries.get(user.uid);
      if (!hasStaffClaim(user) && !entry) continue;
      seen.add(user.uid);
      const problems: string[] = [];
      if (!hasStaffClaim(user)) problems.push('in the directory but without the staff claim');
      if (!entry) problems.push('has the staff claim but is not in the directory');
      else if (entry.get('email') !== user.email) {
        problems.push(`the directory lists it as ${String(entry.get('email'))}`);
      }
      if (!user.emailVerified) problems.push('e-mail not verified');
      staff.push({
        uid: user.uid,
        email: user.email ?? '(no e-mail)',
        disabled: user.disabled,
        lastSignIn: user.metadata.lastSignInTime ?? null,
        problems,
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  for (const [uid, entry] of entries) {
    if (seen.has(uid)) continue;
    staff.push({
      uid,
      email: String(entry.get('email')),
      disabled: false,
      lastSignIn: null,
      problems: ['in the directory, but there is no such account'],
    });
  }
  return staff.sort((a, b) => a.email.localeCompare(b.email));
}
