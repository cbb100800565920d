import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import type { VerificationQuery } from '@/domain/verification-input';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import {
  readCertificateChecks,
  readVisitorChecks,
  VISITOR_TIMES_SHOWN,
} from '@/features/check-records/api/check-records';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';
import type { Checker } from '@/lib/public-firestore';
import { ada } from '@/testing/learners';

import {
  asAdmin,
  staffActor,
  staffClient,
  useEmptyDatabase,
  visitorChecker,
} from '../support/certificates-clients';

/**
 * What staff learn from the public check (docs/decisions/023-throttled-public-check.md), read
 * as staff from check records the app's own public page wrote under the real rules.
 */

useEmptyDatabase();

const names = { firstName: ada.firstName, surname: ada.surname };
const byCertificate: VerificationQuery = {
  certificateNumber: ada.certificateNumber,
  studentNumber: null,
  ...names,
};
const byStudent: VerificationQuery = {
  certificateNumber: null,
  studentNumber: ada.studentNumber,
  ...names,
};
const guess = (n: number): VerificationQuery => ({
  certificateNumber: `0865${String(n).padStart(5, '0')}`,
  studentNumber: null,
  ...names,
});

async function check(visitor: Checker, query: VerificationQuery) {
  return (await verifyCertificate(query, async () => visitor)).status;
}

async function indexKeysOf(certificateId: string): Promise<string[]> {
  return asAdmin(async (db) => {
    const stored = await getDocs(collection(db, collections.certificates));
    return stored.docs.find((entry) => entry.id === certificateId)?.get('indexKeys') as string[];
  });
}

/** The ids of the failed attempts on the register, oldest first. */
async function attemptIds(): Promise<string[]> {
  return asAdmin(async (db) => {
    const attempts = await getDocs(collection(db, collections.failedVerifications));
    return attempts.docs
      .map((attempt) => ({
        id: attempt.id,
        at: (attempt.get('attemptedAt') as Timestamp).toMillis(),
      }))
      .sort((a, b) => a.at - b.at)
      .map(({ id }) => id);
  });
}

describe('a certificate’s public checks', () => {
  it('counts the checks made with its current details, by either number, and the latest', async () => {
    const { id } = await addCertificate(staffClient(0), ada, staffActor(0));
    const first = visitorChecker();
    const second = visitorChecker();
    expect(await check(first, byCertificate)).toBe('verified');
    expect(await check(first, byStudent)).toBe('verified');
    expect(await check(second, byCertificate)).toBe('verified');
    // Checks that named other keys are not this certificate's: a wrong guess, wrong names.
    expect(await check(second, guess(1))).toBe('failed');
    expect(await check(second, { ...byCertificate, surname: 'Byron' })).toBe('failed');

    const before = Date.now();
    const checks = await readCertificateChecks(staffClient(1), await indexKeysOf(id));
    expect(checks.count).toBe(3);
    expect(checks.lastAt?.getTime()).toBeLessThanOrEqual(before + 5_000);
    expect(checks.lastAt?.getTime()).toBeGreaterThan(before - 60_000);
  });

  it('says nobody has checked a certificate no one has looked up', async () => {
    const { id } = await addCertificate(staffClient(0), ada, staffActor(0));
    expect(await readCertificateChecks(staffClient(0), await indexKeysOf(id))).toEqual({
      count: 0,
      lastAt: null,
    });
  });
});

describe('an attempt’s visitor', () => {
  it('counts the same visitor’s other checks of the 24 hours before, latest first', async () => {
    const guesser = visitorChecker();
    const other = visitorChecker();
    // A day and an hour before, as an earlier visit would have left it.
    await asAdmin((db) =>
      setDoc(doc(db, collections.verificationChecks, 'long-ago'), {
        uid: guesser.uid,
        keys: ['a'.repeat(64)],
        at: Timestamp.fromMillis(Date.now() - 25 * 60 * 60 * 1000),
        expiresAt: Timestamp.fromMillis(Date.now() + 60 * 24 * 60 * 60 * 1000),
      }),
    );
    for (const n of [1, 2, 3]) expect(await check(guesser, guess(n))).toBe('failed');
    expect(await check(other, guess(9))).toBe('failed');
    expect(await check(guesser, guess(4))).toBe('failed');

    const ids = await attemptIds();
    const fourth = await readVisitorChecks(staffClient(0), ids.at(-1)!);
    expect(fourth).toMatchObject({ found: true, otherCount: 3 });
    if (!fourth.found) throw new Error('The check was not found.');
    expect(fourth.recentTimes).toHaveLength(3);
    const times = fourth.recentTimes.map((at) => at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((at) => at < fourth.at.getTime())).toBe(true);

    expect(await readVisitorChecks(staffClient(0), ids[0]!)).toMatchObject({
      found: true,
      otherCount: 0,
      recentTimes: [],
    });
    const others = await readVisitorChecks(staffClient(0), ids[3]!);
    expect(others).toMatchObject({ found: true, otherCount: 0 });
  });

  it('lists the latest ten of many, and counts them all', async () => {
    const guesser = visitorChecker();
    for (let n = 1; n <= VISITOR_TIMES_SHOWN + 3; n += 1) await check(guesser, guess(n));
    const ids = await attemptIds();
    expect(await readVisitorChecks(staffClient(0), ids.at(-1)!)).toMatchObject({
      found: true,
      otherCount: VISITOR_TIMES_SHOWN + 2,
      recentTimes: expect.any(Array),
    });
    const last = await readVisitorChecks(staffClient(0), ids.at(-1)!);
    expect(last.found && last.recentTimes).toHaveLength(VISITOR_TIMES_SHOWN);
  });

  it('says so for an attempt recorded before checks were logged', async () => {
    expect(await readVisitorChecks(staffClient(0), 'an-attempt-from-before')).toEqual({
      found: false,
    });
  });
});
