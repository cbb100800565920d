import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { CHECK_WINDOW_MINUTES, CHECKS_PER_HOUR } from '@/domain/limits';
import type { VerificationQuery } from '@/domain/verification-input';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';
import { publicSdk } from '@/lib/public-firestore';
import { grace } from '@/testing/learners';

import {
  asAdmin,
  staffActor,
  staffClient,
  useEmptyDatabase,
  visitorChecker,
} from '../support/certificates-clients';

const CHECK_WINDOW_MS = CHECK_WINDOW_MINUTES * 60_000;

/**
 * The public check through the app's own code, against the emulator and the real rules: what an
 * honest employer gets, and what a visitor trying to enumerate a learner's numbers gets.
 */

useEmptyDatabase();

const names = { firstName: grace.firstName, surname: grace.surname };

function guess(number: number): VerificationQuery {
  return {
    certificateNumber: `0865${String(number).padStart(5, '0')}`,
    studentNumber: null,
    ...names,
  };
}

async function stored(name: string, field: string, value: string) {
  return asAdmin(
    async (db) => (await getDocs(query(collection(db, name), where(field, '==', value)))).docs,
  );
}

describe('the public check', () => {
  it('verifies by certificate number and by student number, and logs each check', async () => {
    await addCertificate(staffClient(0), grace, staffActor(0));
    const visitor = visitorChecker();
    const byCertificate = await verifyCertificate(
      { certificateNumber: grace.certificateNumber, studentNumber: null, ...names },
      async () => visitor,
    );
    const byStudent = await verifyCertificate(
      { certificateNumber: null, studentNumber: grace.studentNumber, ...names },
      async () => visitor,
    );
    expect(byCertificate).toMatchObject({
      status: 'verified',
      certificate: { learner: 'Grace Hopper' },
    });
    expect(byStudent).toMatchObject({
      status: 'verified',
      certificate: { learner: 'Grace Hopper' },
    });
    const checks = await stored(collections.verificationChecks, 'uid', visitor.uid);
    expect(checks).toHaveLength(2);
    // Keys and times only: never a name or a number.
    expect(JSON.stringify(checks.map((check) => check.data()))).not.toMatch(/hopper|086525801/i);
  });

  it('falls back to the student number when the certificate number is wrong, and files no failure', async () => {
    await addCertificate(staffClient(0), grace, staffActor(0));
    const visitor = visitorChecker();
    const outcome = await verifyCertificate(
      { certificateNumber: '086599999', studentNumber: grace.studentNumber, ...names },
      async () => visitor,
    );
    expect(outcome).toMatchObject({
      status: 'verified',
      certificate: { learner: 'Grace Hopper' },
      // The student number's key found it: a record of the check names that key.
      check: { row: 1, number: grace.certificateNumber },
    });
    // A match on either number is a success: nothing goes in the failure log.
    expect(await stored(collections.failedVerifications, 'surname', 'hopper')).toEqual([]);
  });

  it('files a wrong guess as one failed attempt, under its check', async () => {
    const visitor = visitorChecker();
    const outcome = await verifyCertificate(guess(1), async () => visitor);
    const [check] = await stored(collections.verificationChecks, 'uid', visitor.uid);
    // The answer names its check, so that the visitor can keep a record of it.
    expect(outcome).toMatchObject({ status: 'failed', check: { checkId: check?.id, row: 0 } });
    const attempts = await stored(collections.failedVerifications, 'surname', 'hopper');
    expect(attempts.map((attempt) => attempt.id)).toEqual([check?.id]);
  });

  it('answers one visitor enumerating numbers as often as the hourly quota allows, then says when to come back', async () => {
    await addCertificate(staffClient(0), grace, staffActor(0));
    const visitor = visitorChecker();
    const outcomes = [];
    for (let n = 0; n < CHECKS_PER_HOUR + 5; n += 1) {
      outcomes.push(await verifyCertificate(guess(n), async () => visitor));
    }
    expect(outcomes.slice(0, CHECKS_PER_HOUR).every((outcome) => outcome.status === 'failed')).toBe(
      true,
    );
    const throttled = outcomes.slice(CHECKS_PER_HOUR);
    expect(throttled.every((outcome) => outcome.status === 'throttled')).toBe(true);
    const quota = await asAdmin((db) => getDoc(doc(db, collections.verifierQuota, visitor.uid)));
    expect(quota.get('count')).toBe(CHECKS_PER_HOUR);
    const windowStart = (quota.get('windowStart') as Timestamp).toMillis();
    for (const outcome of throttled) {
      expect(outcome.status === 'throttled' && outcome.retryAt.getTime()).toBe(
        windowStart + CHECK_WINDOW_MS,
      );
    }
    // The flood of failed attempts stops at the quota too.
    expect(await stored(collections.failedVerifications, 'surname', 'hopper')).toHaveLength(
      CHECKS_PER_HOUR,
    );
  });

  it('opens a new window for a visitor whose last one opened over an hour ago', async () => {
    const visitor = visitorChecker();
    await asAdmin((db) =>
      setDoc(doc(db, collections.verifierQuota, visitor.uid), {
        windowStart: Timestamp.fromMillis(Date.now() - CHECK_WINDOW_MS - 60_000),
        count: CHECKS_PER_HOUR,
        lastCheckId: 'earlier',
        lastKeys: [],
        lastAt: Timestamp.fromMillis(Date.now() - CHECK_WINDOW_MS),
      }),
    );
    const returning = { ...visitor, isNew: false };
    expect((await verifyCertificate(guess(1), async () => returning)).status).toBe('failed');
  });

  it('does not hold admins answering enquiries to the quota', async () => {
    const staff = { db: staffClient(1), sdk: publicSdk, uid: staffActor(1).uid, isNew: false };
    for (let n = 0; n < CHECKS_PER_HOUR + 2; n += 1) {
      expect((await verifyCertificate(guess(n), async () => staff)).status).toBe('failed');
    }
  });

  it('says the check did not run when the visitor cannot sign in', async () => {
    const outcome = await verifyCertificate(guess(1), async () => {
      throw new Error('auth/network-request-failed');
    });
    expect(outcome).toEqual({ status: 'unavailable' });
  });
});
