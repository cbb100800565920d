import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import { planGiveStaffAccess } from '../../../src/domain/plans/staff-access';
import { centreOf, staffRoleFrom, type StaffRole } from '../../../src/domain/staff';
import { applyPlanAdmin, newEventId } from '../admin/admin-plan';
import {
  directoryEntry,
  findUser,
  generatePassword,
  MINIMUM_PASSWORD_LENGTH,
  normaliseEmail,
  scriptActor,
} from './directory';

type AddStaffResult = {
  uid: string;
  email: string;
  /** True when the account did not exist and was created. */
  created: boolean;
  /** True when the account already had its directory entry. */
  alreadyStaff: boolean;
  /** The password set now (given or generated), or null when the password was left alone. */
  password: string | null;
  passwordGenerated: boolean;
  /** True when an existing account's sessions were ended (its password was reset). */
  sessionsRevoked: boolean;
  /** True when an unverified account was taken over: its address was vouched for by the admin. */
  tookOver: boolean;
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

/** Refused because a centre account must belong to a centre on the register. */
export class UnknownCentreError extends Error {
  constructor(centreNumber: string) {
    super(
      `There is no centre ${centreNumber} on the register (centres/${centreNumber}): nothing was changed. Check the number, or approve the centre first.`,
    );
    this.name = 'UnknownCentreError';
  }
}

/** Refused because the account is staff already, with another role: access is not widened quietly. */
export class RoleConflictError extends Error {
  constructor(email: string, held: StaffRole) {
    super(
      `${email} already has staff access as ${describeRole(held)}: nothing was changed. To give them another role, remove their access first, then add them again.`,
    );
    this.name = 'RoleConflictError';
  }
}

/** A role as the staff command's messages and list name it. */
export function describeRole(role: StaffRole): string {
  return role.role === 'admin' ? 'an admin (every centre)' : `staff of centre ${role.centreNumber}`;
}

const sameRole = (a: StaffRole, b: StaffRole) => centreOf(a) === centreOf(b);

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
 * word. `addedBy` names who granted access, for the directory; `role` what they reach
 * (docs/decisions/027-centres.md): a centre's role only for a centre on the register, and an
 * account already staff keeps the role it has (another is refused, not granted over it).
 */
export async function addStaff(
  { auth, db }: { auth: Auth; db: Firestore },
  emailInput: string,
  {
    password: givenPassword,
    addedBy,
    role,
  }: { password?: string; addedBy: string; role: StaffRole },
): Promise<AddStaffResult> {
  const email = normaliseEmail(emailInput);
  if (givenPassword !== undefined && givenPassword.length < MINIMUM_PASSWORD_LENGTH) {
    throw new Error(`A password needs at least ${MINIMUM_PASSWORD_LENGTH} characters.`);
  }
  const centreNumber = centreOf(role);
  if (centreNumber !== null) {
    const centre = await db.collection(collections.centres).doc(centreNumber).get();
    if (!centre.exists) throw new UnknownCentreError(centreNumber);
  }
  const existing = await findUser(auth, email);
  if (existing) {
    const listed = await directoryEntry(db, existing.uid).get();
    const held = listed.exists ? staffRoleFrom(listed.data() ?? {}) : null;
    if (listed.get('email') === email && held && !sameRole(held, role)) {
      throw new RoleConflictError(email, held);
    }
  }
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
  // An entry the rules would not read a role from (a centre's without its number) is written anew.
  const listedAsIs =
    listed.exists && listed.get('email') === email && staffRoleFrom(listed.data() ?? {}) !== null;
  const alreadyStaff = listedAsIs && !tookOver;
  if (!listedAsIs) {
    const batch = db.batch();
    const plan = planGiveStaffAccess({
      uid: user.uid,
      email,
      role,
      actor: scriptActor(addedBy),
      eventId: newEventId(db),
    });
    applyPlanAdmin(db, batch, plan);
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
