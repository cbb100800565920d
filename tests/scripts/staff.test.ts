import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

import { deleteApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  createUserWithEmailAndPassword,
  signInWithEmailAndPassword,
  type Auth as ClientAuth,
} from 'firebase/auth';
import {
  collection,
  getDocs,
  limit,
  query,
  setLogLevel,
  where,
  type Firestore as ClientFirestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import type { StaffRole } from '@/domain/staff';

import {
  adminAppFor,
  resolveAdminTarget,
  type AdminTarget,
} from '../../scripts/lib/admin/admin-target';
import { liteClients } from '../../scripts/lib/emulators/emulator-client';
import {
  addStaff,
  RoleConflictError,
  UnknownCentreError,
  UnverifiedAccountError,
} from '../../scripts/lib/staff/add-staff';
import { EventExistsError } from '../../scripts/lib/admin/admin-plan';
import { listStaff } from '../../scripts/lib/staff/list-staff';
import { removeStaff } from '../../scripts/lib/staff/remove-staff';

/**
 * The staff CLI's functions against the emulators: real accounts, real claims, the real
 * directory, and a browser's view of the result through the client SDKs under the real rules.
 */

// Refused reads are an expected outcome here.
setLogLevel('silent');

let target: AdminTarget;
let app: App;
let auth: Auth;
let db: Firestore;
const created = new Set<string>();
const centresWritten = new Set<string>();
const browsers = liteClients('staff-cli-browser');
const ADDED_BY = 'admin@larkfieldawards.example';
const ADMIN: StaffRole = { role: 'admin' };

function uniqueEmail(label: string): string {
  return `staff-cli-${label}-${randomUUID().slice(0, 8)}@larkfield.test`;
}

async function track<T extends { uid: string }>(result: Promise<T>): Promise<T> {
  const value = await result;
  created.add(value.uid);
  return value;
}

/** A centre on the register, unique to the test, as an admin approved it. */
async function approvedCentre(): Promise<string> {
  const centreNumber = `T${randomUUID().replace(/\D/g, '').slice(0, 7)}`;
  await db.collection(collections.centres).doc(centreNumber).set({
    name: 'Staff CLI Test Centre',
    status: 'active',
    approvedAt: new Date(),
    approvedBy: ADDED_BY,
    approvedByUid: 'admin-uid',
  });
  centresWritten.add(centreNumber);
  return centreNumber;
}

const allowed = (read: Promise<unknown>) =>
  read.then(
    () => true,
    (error: { code?: string }) => {
      if (error.code === 'permission-denied') return false;
      throw error;
    },
  );

/** A browser: the client Auth and Firestore Lite SDKs on the emulators, signed in as nobody. */
function browser(): {
  auth: ClientAuth;
  canReadRegister: () => Promise<boolean>;
  canReadCentre: (centreNumber: string) => Promise<boolean>;
  /** The actions of the centre's events, as its Activity page reads them. */
  centreEventActions: (centreNumber: string) => Promise<string[]>;
} {
  const { auth: clientAuth, db: firestore } = browsers.browser(target.projectId);
  const certificates = collection(firestore as ClientFirestore, collections.certificates);
  const events = collection(firestore as ClientFirestore, collections.auditEvents);
  return {
    auth: clientAuth,
    canReadRegister: () => allowed(getDocs(query(certificates, limit(1)))),
    canReadCentre: (centreNumber) =>
      allowed(getDocs(query(certificates, where('centreNumber', '==', centreNumber), limit(1)))),
    centreEventActions: async (centreNumber) =>
      (await getDocs(query(events, where('centreNumber', '==', centreNumber)))).docs.map((event) =>
        String(event.get('action')),
      ),
  };
}

const admin = () => ({ auth, db });

/**
 * Revocation is recorded to the second, and a session is cut off only if it began in an earlier
 * second than the revocation: so a test that signs in and revokes waits for the next second.
 */
async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
}

/**
 * The session's ID token is refused as revoked when checked against the account's revocation
 * time, as any server checks it (the Auth emulator itself still renews revoked sessions).
 */
async function expectRevoked(user: { getIdToken: () => Promise<string> }): Promise<void> {
  await expect(auth.verifyIdToken(await user.getIdToken(), true)).rejects.toMatchObject({
    code: 'auth/id-token-revoked',
  });
}

beforeAll(() => {
  target = resolveAdminTarget(process.env);
  if (target.kind !== 'emulators' || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The staff CLI tests run only against the emulators (npm test).');
  }
  app = adminAppFor(target, `staff-cli-test-${randomUUID()}`);
  auth = getAuth(app);
  db = getFirestore(app);
});

afterAll(async () => {
  if (created.size > 0) {
    await auth.deleteUsers([...created]);
    await Promise.all(
      [...created].map((uid) => db.collection(collections.staff).doc(uid).delete()),
    );
  }
  await Promise.all(
    [...centresWritten].map((centre) => db.collection(collections.centres).doc(centre).delete()),
  );
  await browsers.close();
  await deleteApp(app);
});

describe('staff administration', () => {
  it('creates a verified account and a directory entry, with no claim; its password signs in to the register', async () => {
    const email = uniqueEmail('new');
    const result = await track(addStaff(admin(), email, { addedBy: ADDED_BY, role: ADMIN }));

    expect(result).toMatchObject({ email, created: true, alreadyStaff: false });
    expect(result.passwordGenerated).toBe(true);
    expect(result.password).toMatch(/^[\w-]{24}$/);
    const user = await auth.getUser(result.uid);
    // The rules read the directory, not a claim (docs/decisions/028-invitations.md).
    expect(user.customClaims ?? {}).toEqual({});
    expect(user.emailVerified).toBe(true);
    expect((await db.collection(collections.staff).doc(result.uid).get()).data()).toMatchObject({
      email,
      addedBy: ADDED_BY,
      role: 'admin',
    });
    expect(await listStaff(admin())).toContainEqual(
      expect.objectContaining({ email, role: ADMIN, problems: [] }),
    );

    // Access is given to a session begun after the entry, counted in whole seconds.
    await nextSecond();
    const person = browser();
    await signInWithEmailAndPassword(person.auth, email, result.password!);
    expect(await person.canReadRegister()).toBe(true);
  });

  it('promotes an existing verified account, keeping its other claims and its password; a session from before must sign in again', async () => {
    const email = uniqueEmail('existing');
    const { uid } = await track(
      auth.createUser({ email, password: 'original-password', emailVerified: true }),
    );
    await auth.setCustomUserClaims(uid, { centre: '87583' });
    const earlier = browser();
    await signInWithEmailAndPassword(earlier.auth, email, 'original-password');
    await nextSecond();

    const result = await addStaff(admin(), email.toUpperCase(), { addedBy: ADDED_BY, role: ADMIN });

    expect(result).toMatchObject({ uid, email, created: false, password: null, tookOver: false });
    expect((await auth.getUser(uid)).customClaims).toEqual({ centre: '87583' });
    expect((await addStaff(admin(), email, { addedBy: ADDED_BY, role: ADMIN })).alreadyStaff).toBe(
      true,
    );
    // The session opened before access was given reads nothing; a new one does.
    expect(await earlier.canReadRegister()).toBe(false);
    await nextSecond();
    const person = browser();
    await signInWithEmailAndPassword(person.auth, email, 'original-password');
    expect(await person.canReadRegister()).toBe(true);
  });

  it('locks out someone who opened an account in a future colleague’s name first', async () => {
    const email = uniqueEmail('squatted');
    // A stranger signs up with the public API key; the address is never verified.
    const stranger = browser();
    const { user } = await createUserWithEmailAndPassword(stranger.auth, email, 'strangers-pw');
    created.add(user.uid);
    await nextSecond();

    // Promoting it as it is would give the stranger the register: refused, and nothing changes.
    await expect(
      addStaff(admin(), email, { addedBy: ADDED_BY, role: ADMIN }),
    ).rejects.toBeInstanceOf(UnverifiedAccountError);
    expect((await auth.getUser(user.uid)).customClaims ?? {}).toEqual({});
    expect((await db.collection(collections.staff).doc(user.uid).get()).exists).toBe(false);
    expect(await stranger.canReadRegister()).toBe(false);

    // Taking it over with a new password ends the stranger's session and password.
    const result = await addStaff(admin(), email, {
      password: 'colleagues-new-password',
      addedBy: ADDED_BY,
      role: ADMIN,
    });
    expect(result).toMatchObject({ uid: user.uid, tookOver: true, sessionsRevoked: true });
    await expectRevoked(user);
    await expect(
      signInWithEmailAndPassword(browser().auth, email, 'strangers-pw'),
    ).rejects.toMatchObject({ code: 'auth/wrong-password' });

    await nextSecond();
    const colleague = browser();
    await signInWithEmailAndPassword(colleague.auth, email, 'colleagues-new-password');
    expect(await colleague.canReadRegister()).toBe(true);
  });

  it('uses the password given for a new account; a new one for an existing account ends its sessions', async () => {
    const email = uniqueEmail('password');
    const first = await track(
      addStaff(admin(), email, { password: 'chosen-password-1', addedBy: ADDED_BY, role: ADMIN }),
    );
    expect(first).toMatchObject({ created: true, passwordGenerated: false });
    expect(first.password).toBe('chosen-password-1');
    const person = browser();
    const { user } = await signInWithEmailAndPassword(person.auth, email, 'chosen-password-1');
    await expect(auth.verifyIdToken(await user.getIdToken(), true)).resolves.toBeTruthy();
    await nextSecond();

    const second = await addStaff(admin(), email, {
      password: 'chosen-password-2',
      addedBy: ADDED_BY,
      role: ADMIN,
    });
    expect(second).toMatchObject({ created: false, password: 'chosen-password-2' });
    await expectRevoked(user);
  });

  it('removes access at once: the open session reads nothing more, and is revoked', async () => {
    const email = uniqueEmail('remove');
    const added = await track(addStaff(admin(), email, { addedBy: ADDED_BY, role: ADMIN }));
    // An account from before decision 028 carries the claim nothing reads now.
    await auth.setCustomUserClaims(added.uid, { staff: true, centre: '87583' });
    await nextSecond();
    const person = browser();
    const { user } = await signInWithEmailAndPassword(person.auth, email, added.password!);
    expect(await person.canReadRegister()).toBe(true);
    await nextSecond();

    expect(await removeStaff(admin(), email, { removedBy: ADDED_BY })).toEqual({
      uid: added.uid,
      email,
      wasStaff: true,
    });

    // The ID token in the browser still carries the claim, and is refused all the same.
    expect((await user.getIdTokenResult()).claims['staff']).toBe(true);
    expect(await person.canReadRegister()).toBe(false);
    await expectRevoked(user);
    expect((await auth.getUser(added.uid)).customClaims).toEqual({ centre: '87583' });
    // Both changes of access are in the register's history, naming who made them.
    const events = await db
      .collection(collections.auditEvents)
      .where('staffUid', '==', added.uid)
      .get();
    expect(
      events.docs.map((event) => [
        event.get('action'),
        event.get('actorEmail'),
        event.get('subject'),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['staff.added', ADDED_BY, email],
        ['staff.removed', ADDED_BY, email],
      ]),
    );
    expect((await listStaff(admin())).map((member) => member.email)).not.toContain(email);
    expect((await removeStaff(admin(), email, { removedBy: ADDED_BY })).wasStaff).toBe(false);
  });

  it('never overwrites an event: a removal whose event id is taken changes nothing and says why', async () => {
    const email = uniqueEmail('squatted-removal');
    const added = await track(addStaff(admin(), email, { addedBy: ADDED_BY, role: ADMIN }));
    const entry = await db.collection(collections.staff).doc(added.uid).get();
    // An event stored where the removal would file its own (the rules now refuse to let anyone
    // put one there; a register from before them may hold one).
    const taken = db
      .collection(collections.auditEvents)
      .doc(`removed-${entry.get('accessEventId')}`);
    await taken.set({ action: 'certificate.edited', subject: 'kept as it is' });
    await expect(removeStaff(admin(), email, { removedBy: ADDED_BY })).rejects.toBeInstanceOf(
      EventExistsError,
    );
    expect((await taken.get()).data()).toEqual({
      action: 'certificate.edited',
      subject: 'kept as it is',
    });
    expect((await db.collection(collections.staff).doc(added.uid).get()).exists).toBe(true);
  });

  it('gives a centre account its centre: the directory entry, the event and the list say so, and its queries reach that centre only', async () => {
    const centreNumber = await approvedCentre();
    const email = uniqueEmail('centre');
    const role: StaffRole = { role: 'centre', centreNumber };
    const result = await track(addStaff(admin(), email, { addedBy: ADDED_BY, role }));

    expect((await db.collection(collections.staff).doc(result.uid).get()).data()).toMatchObject({
      email,
      role: 'centre',
      centreNumber,
    });
    const [added] = (
      await db.collection(collections.auditEvents).where('staffUid', '==', result.uid).get()
    ).docs;
    expect(added?.get('changes')).toEqual({
      staffAccess: { from: false, to: true },
      centreNumber: { from: null, to: centreNumber },
    });
    // Named at the top as well, so that the centre's own staff read it with the admins.
    expect(added?.get('centreNumber')).toBe(centreNumber);
    expect(await listStaff(admin())).toContainEqual(
      expect.objectContaining({ email, role, problems: [] }),
    );

    await nextSecond();
    const person = browser();
    await signInWithEmailAndPassword(person.auth, email, result.password!);
    expect(await person.canReadCentre(centreNumber)).toBe(true);
    expect(await person.canReadCentre('87583')).toBe(false);
    expect(await person.canReadRegister()).toBe(false);
    expect(await person.centreEventActions(centreNumber)).toEqual(['staff.added']);

    await removeStaff(admin(), email, { removedBy: ADDED_BY });
    const removed = (
      await db
        .collection(collections.auditEvents)
        .where('staffUid', '==', result.uid)
        .where('action', '==', 'staff.removed')
        .get()
    ).docs;
    expect(removed.map((event) => event.get('centreNumber'))).toEqual([centreNumber]);
  });

  it('refuses a centre that is not on the register, before it creates anything', async () => {
    const email = uniqueEmail('no-centre');
    await expect(
      addStaff(admin(), email, {
        addedBy: ADDED_BY,
        role: { role: 'centre', centreNumber: 'X0000000' },
      }),
    ).rejects.toThrow(UnknownCentreError);
    await expect(auth.getUserByEmail(email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('keeps the role an account has: another is refused, and the same one changes nothing', async () => {
    const centreNumber = await approvedCentre();
    const email = uniqueEmail('role');
    const { uid } = await track(addStaff(admin(), email, { addedBy: ADDED_BY, role: ADMIN }));

    await expect(
      addStaff(admin(), email, { addedBy: ADDED_BY, role: { role: 'centre', centreNumber } }),
    ).rejects.toThrow(RoleConflictError);
    expect((await db.collection(collections.staff).doc(uid).get()).get('role')).toBe('admin');
    expect((await addStaff(admin(), email, { addedBy: ADDED_BY, role: ADMIN })).alreadyStaff).toBe(
      true,
    );
  });

  it('lists everyone in the directory, flags what the rules would refuse, and asks for no claim', async () => {
    const claimOnly = uniqueEmail('claim-only');
    const { uid } = await track(auth.createUser({ email: claimOnly, emailVerified: true }));
    await auth.setCustomUserClaims(uid, { staff: true });
    const entryOnly = uniqueEmail('entry-only');
    const listed = await track(auth.createUser({ email: entryOnly, emailVerified: true }));
    await db
      .collection(collections.staff)
      .doc(listed.uid)
      .set({ email: entryOnly, addedBy: ADDED_BY });
    const unverified = uniqueEmail('unverified');
    const doubtful = await track(auth.createUser({ email: unverified }));
    await db
      .collection(collections.staff)
      .doc(doubtful.uid)
      .set({ email: unverified, addedBy: ADDED_BY, role: 'centre' });

    const staff = await listStaff(admin());
    // A claim without an entry opens nothing: not staff, not listed.
    expect(staff.find((member) => member.email === claimOnly)).toBeUndefined();
    // An entry from before centres had roles is an admin's; one who joined by invitation has no
    // claim, and nothing is wrong with that.
    expect(staff.find((member) => member.email === entryOnly)).toMatchObject({
      role: ADMIN,
      problems: [],
    });
    expect(staff.find((member) => member.email === unverified)).toMatchObject({
      role: null,
      problems: ['the directory entry names no role the database accepts', 'e-mail not verified'],
    });
  });

  it('refuses what it cannot do, with a plain message', async () => {
    await expect(
      addStaff(admin(), 'not-an-address', { addedBy: ADDED_BY, role: ADMIN }),
    ).rejects.toThrow(/not an e-mail address/);
    await expect(
      addStaff(admin(), uniqueEmail('short'), {
        password: '12345',
        addedBy: ADDED_BY,
        role: ADMIN,
      }),
    ).rejects.toThrow(/at least 6 characters/);
    await expect(
      removeStaff(admin(), uniqueEmail('nobody'), { removedBy: ADDED_BY }),
    ).rejects.toThrow(/no account/);
  });

  it('add needs exactly one of --admin and --centre, and says so before it changes anything', async () => {
    const email = uniqueEmail('cli-role');
    for (const roleFlags of [[], ['--admin', '--centre', '87583']]) {
      const failure = (await promisify(execFile)(
        'npx',
        ['tsx', 'scripts/staff.ts', 'add', email, ...roleFlags],
        { env: process.env },
      ).catch((error: unknown) => error)) as { code?: number; stderr?: string };
      expect(failure.code).toBe(2);
      expect(failure.stderr).toMatch(/--admin .*--centre/);
      expect(failure.stderr).toContain('Usage:');
    }
    await expect(auth.getUserByEmail(email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('says in one paragraph, without a stack trace, why it will not promote an unverified account', async () => {
    const email = uniqueEmail('cli');
    const { uid } = await track(auth.createUser({ email, password: 'strangers-pw' }));
    const run = promisify(execFile)('npx', ['tsx', 'scripts/staff.ts', 'add', email, '--admin'], {
      env: process.env,
    });
    const failure = (await run.catch((error: unknown) => error)) as {
      code?: number;
      stderr?: string;
    };
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('its e-mail address has not been verified');
    expect(failure.stderr).toContain('--password');
    expect(failure.stderr).not.toMatch(/\n\s+at /);
    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});
  });
});
