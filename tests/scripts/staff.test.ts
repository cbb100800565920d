import { randomUUID } from 'node:crypto';

import { deleteApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAppFor, resolveAdminTarget } from '../../scripts/lib/admin-target';
import { addStaff, listStaff, removeStaff } from '../../scripts/lib/staff-accounts';

/** The staff CLI's functions against the Auth emulator: real accounts, real claims. */

let app: App;
let auth: Auth;
const created = new Set<string>();

function uniqueEmail(label: string): string {
  return `staff-cli-${label}-${randomUUID().slice(0, 8)}@larkfield.test`;
}

async function track<T extends { uid: string }>(result: Promise<T>): Promise<T> {
  const value = await result;
  created.add(value.uid);
  return value;
}

beforeAll(() => {
  const target = resolveAdminTarget(process.env);
  if (target.kind !== 'emulators' || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The staff CLI tests run only against the Auth emulator (npm test).');
  }
  app = adminAppFor(target, `staff-cli-test-${randomUUID()}`);
  auth = getAuth(app);
});

afterAll(async () => {
  if (created.size > 0) await auth.deleteUsers([...created]);
  await deleteApp(app);
});

describe('staff administration', () => {
  it('creates an account with a generated password and the staff claim, and lists it', async () => {
    const email = uniqueEmail('new');
    const result = await track(addStaff(auth, email));

    expect(result).toMatchObject({ email, created: true, alreadyStaff: false });
    expect(result.passwordGenerated).toBe(true);
    expect(result.password).toMatch(/^[\w-]{24}$/);
    const user = await auth.getUser(result.uid);
    expect(user.customClaims).toEqual({ staff: true });
    expect((await listStaff(auth)).map((member) => member.email)).toContain(email);
  });

  it('grants staff to an existing account, keeps its other claims and its password', async () => {
    const email = uniqueEmail('existing');
    const { uid } = await track(auth.createUser({ email, password: 'original-password' }));
    await auth.setCustomUserClaims(uid, { centre: '87583' });

    const result = await addStaff(auth, email.toUpperCase());

    expect(result).toMatchObject({ uid, email, created: false, password: null });
    expect((await auth.getUser(uid)).customClaims).toEqual({ centre: '87583', staff: true });
    expect((await addStaff(auth, email)).alreadyStaff).toBe(true);
  });

  it('uses the password given, for a new account and to change an existing one', async () => {
    const email = uniqueEmail('password');
    const first = await track(addStaff(auth, email, { password: 'chosen-password-1' }));
    expect(first).toMatchObject({ created: true, passwordGenerated: false });
    expect(first.password).toBe('chosen-password-1');

    const second = await addStaff(auth, email, { password: 'chosen-password-2' });
    expect(second).toMatchObject({ created: false, password: 'chosen-password-2' });
  });

  it('removes the claim but keeps the account, and the list no longer shows it', async () => {
    const email = uniqueEmail('remove');
    const { uid } = await track(addStaff(auth, email));
    await auth.setCustomUserClaims(uid, { staff: true, centre: '87583' });

    expect(await removeStaff(auth, email)).toEqual({ uid, email, wasStaff: true });

    const user = await auth.getUser(uid);
    expect(user.customClaims).toEqual({ centre: '87583' });
    expect((await listStaff(auth)).map((member) => member.email)).not.toContain(email);
    expect((await removeStaff(auth, email)).wasStaff).toBe(false);
  });

  it('refuses what it cannot do, with a plain message', async () => {
    await expect(addStaff(auth, 'not-an-address')).rejects.toThrow(/not an e-mail address/);
    await expect(addStaff(auth, uniqueEmail('short'), { password: '12345' })).rejects.toThrow(
      /at least 6 characters/,
    );
    await expect(removeStaff(auth, uniqueEmail('nobody'))).rejects.toThrow(/no account/);
  });
});
