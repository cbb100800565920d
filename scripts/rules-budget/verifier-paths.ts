import {
  batchQuotaStep,
  planBatchAttempt,
  planResult,
  resultIdOf,
} from '@/domain/plans/batch-check';
import { acceptInvitation } from '@/features/auth/api/accept-invitation';
import { sendInvitation } from '@/features/staff/api/invitation-steps';
import { keepVisitorReceipt } from '@/features/verifiers/api/keep-visitor-receipt';
import {
  logBatch,
  MISSES_PER_COMMIT,
  newReceiptId,
  readBatchQuota,
  RESULTS_PER_COMMIT,
} from '@/features/verifiers/api/run-batch';
import { closeVerifierRequest } from '@/features/verifiers/api/close-verifier-request';
import { fileVerifierRequest } from '@/features/verifiers/api/file-verifier-request';
import { takeVerifierStep } from '@/features/verifiers/api/verifier-steps';
import { verificationKey } from '@/domain/verification-index';
import { commitWith, logCheck, readIndexEntry } from '@/lib/public-check';

import { newcomerEmail, type Register } from './register';
import { ada, addAda } from './register-steps';
import { definePath, type WritePath } from './write-path';

/**
 * The writes of employers' verifier accounts (docs/decisions/030-verifier-batch-checks.md): a
 * batch and its results, a miss filed for review, a visitor's receipt, an account request and an
 * admin's steps.
 */

const ADA_NUMBER = ada.certificateNumber ?? '';

/** Index keys no certificate has, as a batch of candidates who match nothing would name. */
const unknownKeys = (count: number, seed: string) =>
  Array.from({ length: count }, (_, index) =>
    verificationKey('certificate', `0865${String(90000 + index).slice(-5)}`, seed, 'nobody'),
  );

/** A run's first batch: Ada's key, and others that match nothing; its receipt and its keys. */
async function firstBatch(register: Register, size: number) {
  const { checker, organisation } = await register.verifier();
  const adaKey = await verificationKey('certificate', ADA_NUMBER, 'ada', 'lovelace');
  const keys = [adaKey, ...(await Promise.all(unknownKeys(size - 1, 'first')))];
  const receiptId = newReceiptId(checker);
  const now = new Date();
  const quota = await readBatchQuota(checker);
  const batchId = await logBatch(checker, {
    organisation,
    keys,
    receiptId,
    firstRow: 0,
    rowCount: 1000,
    step: batchQuotaStep(quota, now),
    now,
  });
  return { keys, receiptId, batchId };
}

const request = {
  organisation: 'Budget Agency',
  name: 'Jo Bloggs',
  email: 'jo@budget-agency.example',
  message: 'We check about 300 candidates a month.',
};

export const verifierPaths: readonly WritePath[] = [
  definePath({
    name: 'Batch check, a run’s first batch of 100',
    write: (register) => firstBatch(register, 100),
  }),
  definePath({
    name: 'Batch check, a later batch in the day',
    before: (register) => firstBatch(register, 100),
    write: async (register, prepared) => {
      const { receiptId } = prepared as Awaited<ReturnType<typeof firstBatch>>;
      const { checker, organisation } = await register.verifier();
      const now = new Date();
      return logBatch(checker, {
        organisation,
        keys: await Promise.all(unknownKeys(100, 'later')),
        receiptId,
        firstRow: 100,
        rowCount: 1000,
        step: batchQuotaStep(await readBatchQuota(checker), now),
        now,
      });
    },
  }),
  definePath({
    name: `Batch check, ${RESULTS_PER_COMMIT} results`,
    before: async (register) => {
      await addAda(register);
      return firstBatch(register, RESULTS_PER_COMMIT);
    },
    write: async (register, prepared) => {
      const { keys, receiptId, batchId } = prepared as Awaited<ReturnType<typeof firstBatch>>;
      const { checker } = await register.verifier();
      const writes = await Promise.all(
        keys.map(async (key, row) => {
          const entry = await readIndexEntry(checker, key);
          const number = entry?.certificate.certificateNumber ?? `0865${90000 + row}`;
          return planResult({
            resultId: await resultIdOf(receiptId, number),
            standing: entry?.standing ?? null,
            batchId,
            row,
            receiptId,
            uid: checker.uid,
          });
        }),
      );
      return commitWith(checker, writes);
    },
  }),
  definePath({
    name: `Batch check, ${MISSES_PER_COMMIT} misses for review`,
    before: async (register) => {
      await addAda(register);
      return firstBatch(register, MISSES_PER_COMMIT + 1);
    },
    write: async (register, prepared) => {
      const { batchId } = prepared as Awaited<ReturnType<typeof firstBatch>>;
      const { checker, organisation } = await register.verifier();
      const writes = Array.from({ length: MISSES_PER_COMMIT }, (_, index) =>
        planBatchAttempt({
          batchId,
          row: index + 1,
          query: {
            certificateNumber: `0865${90000 + index}`,
            studentNumber: null,
            firstName: 'first',
            surname: 'nobody',
          },
          organisation,
          userAgent: 'npm run rules-budget',
        }),
      );
      return commitWith(checker, writes);
    },
  }),
  definePath({
    name: 'Keep a record of a public check',
    before: addAda,
    write: async (register) => {
      const checker = await register.visitor();
      const key = await verificationKey('certificate', ADA_NUMBER, 'ada', 'lovelace');
      const checkId = await logCheck(checker, [key]);
      return keepVisitorReceipt(checker, {
        checkId,
        key,
        row: 0,
        number: ADA_NUMBER,
      });
    },
  }),
  definePath({
    name: 'Request a verifier account',
    write: async (register) => fileVerifierRequest(await register.visitor(), request),
  }),
  definePath({
    name: 'Close a verifier account request',
    before: async (register) => fileVerifierRequest(await register.visitor(), request),
    write: (register, requestId) => {
      const { db, actor } = register.staff(0);
      return closeVerifierRequest(db, requestId, actor);
    },
  }),
  definePath({
    name: 'Accept an invitation to verify',
    before: (register) => {
      const { db, actor } = register.staff(0);
      const role = {
        role: 'verifier',
        organisation: 'Budget Agency',
        dailyAllowance: 500,
      } as const;
      return sendInvitation(db, { email: newcomerEmail('verifying'), role }, actor);
    },
    write: async (register, code) => {
      const { db, actor } = await register.newcomer('verifying');
      return acceptInvitation(db, actor, code);
    },
  }),
  definePath({
    name: 'Suspend a verifier',
    write: async (register) => {
      const { uid } = (await register.verifier()).checker;
      const { db, actor } = register.staff(0);
      return takeVerifierStep(db, uid, { kind: 'suspend' }, actor);
    },
  }),
  definePath({
    name: 'Change a verifier’s allowance',
    write: async (register) => {
      const { uid } = (await register.verifier()).checker;
      const { db, actor } = register.staff(0);
      return takeVerifierStep(db, uid, { kind: 'change-allowance', dailyAllowance: 800 }, actor);
    },
  }),
];
