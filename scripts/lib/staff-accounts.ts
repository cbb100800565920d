import { randomBytes } from 'node:crypto';

import type { Auth, UserRecord } from 'firebase-admin/auth';

/**
 * Staff are Firebase Auth users whose ID token carries the custom claim `staff: true`; the
 * Firestore rules open the records to them and to nobody else. Only the Admin SDK can set a
 * claim, so these functions are the one way staff access is given and taken away.
 */

export type StaffMember = {
  uid: string;
  email: string;
  disabled: boolean;
  lastSignIn: string | null;
};

export type AddStaffResult = {
  uid: string;
  email: string;
  /** True when the account did not exist and was created. */
  created: boolean;
  /** True when the account already had the claim. */
  alreadyStaff: boolean;
  /** The password set now (given or generated), or null when the password was left alone. */
  password: string | null;
  passwordGenerated: boolean;
};

export type RemoveStaffResult = { uid: string; email: string; wasStaff: boolean };

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

/**
 * Gives an account staff access, creating it first if needed (with the given password or a
 * generated one). An existing account keeps its password unless a new one is given.
 */
export async function addStaff(
  auth: Auth,
  emailInput: string,
  options: { password?: string } = {},
): Promise<AddStaffResult> {
  const email = normaliseEmail(emailInput);
  if (options.password !== undefined && options.password.length < MINIMUM_PASSWORD_LENGTH) {
    throw new Error(`A password needs at least ${MINIMUM_PASSWORD_LENGTH} characters.`);
  }
  const existing = await findUser(auth, email);
  let user: UserRecord;
  let password: string | null = options.password ?? null;
  const passwordGenerated = !existing && options.password === undefined;

  if (existing) {
    user = options.password
      ? await auth.updateUser(existing.uid, { password: options.password })
      : existing;
  } else {
    password ??= generatePassword();
    user = await auth.createUser({ email, password });
  }

  const alreadyStaff = hasStaffClaim(user);
  if (!alreadyStaff) {
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, staff: true });
  }
  return {
    uid: user.uid,
    email,
    created: !existing,
    alreadyStaff,
    password,
    passwordGenerated,
  };
}

/**
 * Takes staff access away. The account itself is kept (it may be someone's only sign-in), and its
 * refresh tokens are revoked so a session already open cannot renew its staff token.
 */
export async function removeStaff(auth: Auth, emailInput: string): Promise<RemoveStaffResult> {
  const email = normaliseEmail(emailInput);
  const user = await findUser(auth, email);
  if (!user) throw new Error(`There is no account with the e-mail ${email}.`);
  const wasStaff = hasStaffClaim(user);
  if (wasStaff) {
    const otherClaims = Object.fromEntries(
      Object.entries(user.customClaims ?? {}).filter(([claim]) => claim !== 'staff'),
    );
    await auth.setCustomUserClaims(
      user.uid,
      Object.keys(otherClaims).length > 0 ? otherClaims : null,
    );
    await auth.revokeRefreshTokens(user.uid);
  }
  return { uid: user.uid, email, wasStaff };
}

/** Every account with the staff claim, by e-mail. */
export async function listStaff(auth: Auth): Promise<StaffMember[]> {
  const staff: StaffMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (!hasStaffClaim(user)) continue;
      staff.push({
        uid: user.uid,
        email: user.email ?? '(no e-mail)',
        disabled: user.disabled,
        lastSignIn: user.metadata.lastSignInTime ?? null,
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return staff.sort((a, b) => a.email.localeCompare(b.email));
}
