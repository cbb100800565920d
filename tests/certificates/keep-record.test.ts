import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { CHECKS_PER_HOUR } from '@/domain/limits';
import { resultIdOf } from '@/domain/plans/batch-check';
import type { VerificationQuery } from '@/domain/verification-input';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';
import { keepRecordOfCheck } from '@/features/verifiers/api/keep-record-of-check';
import type { Checker } from '@/lib/public-firestore';
import { grace } from '@/testing/learners';

import {
  asAdmin,
  staffActor,
  staffClient,
  useEmptyDatabase,
  visitorChecker,
} from '../support/certificates-clients';

/**
 * "Keep a record of this check" through the app's own code, against the emulator and the real
 * rules (docs/decisions/030-verifier-batch-checks.md): a one-row receipt of the visitor's check,
 * or, once that check is no longer their latest, of the same key checked again.
 */

useEmptyDatabase();

const byCertificate: VerificationQuery = {
  certificateNumber: grace.certificateNumber,
  studentNumber: null,
  firstName: grace.firstName,
  surname: grace.surname,
};

async function checked(visitor: Checker, query = byCertificate) {
  const outcome = await verifyCertificate(query, async () => visitor);
  if (outcome.status !== 'verified' && outcome.status !== 'failed') {
    throw new Error(`The check did not run: ${outcome.status}`);
  }
  return outcome.check;
}

const stored = (name: string, id: string) =>
  asAdmin(async (db) => (await getDoc(doc(db, name, id))).data());

describe('a visitor’s record of a public check', () => {
  it('is a one-row receipt named after the check, with what the register said', async () => {
    await addCertificate(staffClient(0), grace, staffActor(0));
    const visitor = visitorChecker();
    const check = await checked(visitor);
    expect(await keepRecordOfCheck(check, async () => visitor)).toEqual({
      status: 'kept',
      receiptId: check.checkId,
    });
    expect(await stored(collections.receipts, check.checkId)).toMatchObject({
      organisation: null,
      uid: visitor.uid,
      rowCount: 1,
    });
    const resultId = await resultIdOf(check.checkId, grace.certificateNumber);
    expect(await stored(collections.checkResults, resultId)).toMatchObject({
      found: true,
      status: 'valid',
      receiptId: check.checkId,
      row: 0,
    });
  });

  it('keeps a check that matched nothing under the number typed', async () => {
    const visitor = visitorChecker();
    const check = await checked(visitor);
    expect(check.number).toBe(grace.certificateNumber);
    expect((await keepRecordOfCheck(check, async () => visitor)).status).toBe('kept');
    const resultId = await resultIdOf(check.checkId, grace.certificateNumber);
    expect(await stored(collections.checkResults, resultId)).toMatchObject({
      found: false,
      status: null,
      receiptId: check.checkId,
    });
  });

  it('checks the key again, as a new check, once the visitor has checked something else', async () => {
    await addCertificate(staffClient(0), grace, staffActor(0));
    const visitor = visitorChecker();
    const check = await checked(visitor);
    await checked(visitor, { ...byCertificate, surname: 'Nobody' });

    const outcome = await keepRecordOfCheck(check, async () => visitor);
    if (outcome.status !== 'kept') throw new Error(`No record was kept: ${outcome.status}`);
    expect(outcome.receiptId).not.toBe(check.checkId);
    expect(await stored(collections.receipts, check.checkId)).toBeUndefined();
    expect(await stored(collections.verifierQuota, visitor.uid)).toMatchObject({
      count: 3,
      lastCheckId: outcome.receiptId,
    });
    const resultId = await resultIdOf(outcome.receiptId, grace.certificateNumber);
    expect(await stored(collections.checkResults, resultId)).toMatchObject({
      found: true,
      status: 'valid',
      row: 0,
    });
  });

  it('says when to come back when checking again would pass the hourly quota', async () => {
    await addCertificate(staffClient(0), grace, staffActor(0));
    const visitor = visitorChecker();
    const check = await checked(visitor);
    await asAdmin((db) =>
      updateDoc(doc(db, collections.verifierQuota, visitor.uid), {
        count: CHECKS_PER_HOUR,
        lastCheckId: 'a-later-check',
      }),
    );
    expect(await keepRecordOfCheck(check, async () => visitor)).toMatchObject({
      status: 'throttled',
    });
    expect(await stored(collections.receipts, check.checkId)).toBeUndefined();
  });
});
