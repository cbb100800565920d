import { doc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';

import { collections } from '@/domain/collections';
import { BATCH_RETENTION_DAYS } from '@/domain/limits';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import {
  batchAttemptIdOf,
  batchPathOf,
  batchQuotaPathOf,
  planBatch,
  planBatchAttempt,
  planResult,
  planVisitorReceipt,
  receiptPathOf,
  resultIdOf,
  type BatchQuotaStep,
  type StoredStanding,
} from '@/domain/plans/batch-check';
import type { CertificateDetails } from '@/domain/certificate';
import type { IndexedStatus } from '@/domain/verification-index';
import { VALID } from '@/domain/verification-index';

import { actorOf, seed, verifierAccounts, type VerifierCaller } from './harness';
import { planned, type Write } from './writes';

/**
 * Verifiers' batch checks and receipts for the rules tests (docs/decisions/030-verifier-batch-
 * checks.md), made with the batch page's planners (src/domain/plans/batch-check.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);

export const uidOf = (who: VerifierCaller) => actorOf(who).uid;
export const organisationOf = (who: VerifierCaller) => verifierAccounts[uidOf(who)]!.organisation;

/** A run's first batch (with its receipt) or a later one, as the batch page commits it. */
export function batchWrites(
  who: VerifierCaller,
  {
    batchId = 'batch-1',
    keys,
    receiptId = 'receipt-1',
    firstRow = 0,
    rowCount = keys.length,
    step = { kind: 'start' },
  }: {
    batchId?: string;
    keys: readonly string[];
    receiptId?: string;
    firstRow?: number;
    rowCount?: number;
    step?: BatchQuotaStep;
  },
): Write[] {
  return planned(
    planBatch({
      uid: uidOf(who),
      organisation: organisationOf(who),
      batchId,
      keys,
      receiptId,
      firstRow,
      rowCount,
      step,
      now: new Date(),
    }),
  );
}

export const batchPath = batchPathOf;
export const batchQuotaPath = batchQuotaPathOf;
export const receiptPath = receiptPathOf;

/** A verifier's day already under way: `rows` counted since `minutesAgo`. */
export async function seedBatchQuota(
  who: VerifierCaller,
  {
    rows,
    minutesAgo: since,
    lastBatchId = 'earlier-batch',
  }: {
    rows: number;
    minutesAgo: number;
    lastBatchId?: string;
  },
): Promise<void> {
  await seed((db) =>
    setDoc(doc(db, batchQuotaPathOf(uidOf(who))), {
      windowStart: minutesAgo(since),
      rows,
      lastBatchId,
      lastAt: minutesAgo(since),
      expiresAt: Timestamp.fromMillis(Date.now() + 2 * DAY_MS),
    }),
  );
}

/**
 * A batch already logged `minutesAgo` by `who`, with its receipt, and the quota naming it (the
 * verifier's latest).
 */
export async function seedBatch(
  who: VerifierCaller,
  keys: string[],
  { batchId = 'batch-1', receiptId = 'receipt-1', minutesAgo: since = 0 } = {},
): Promise<void> {
  const uid = uidOf(who);
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, batchPathOf(batchId)), {
      uid,
      organisation: organisationOf(who),
      keys,
      basisConfirmed: true,
      receiptId,
      firstRow: 0,
      at: minutesAgo(since),
      expiresAt: Timestamp.fromMillis(Date.now() + BATCH_RETENTION_DAYS * DAY_MS),
    });
    batch.set(doc(db, receiptPathOf(receiptId)), {
      organisation: organisationOf(who),
      uid,
      at: minutesAgo(since),
      rowCount: keys.length,
    });
    batch.set(doc(db, batchQuotaPathOf(uid)), {
      windowStart: minutesAgo(since),
      rows: keys.length,
      lastBatchId: batchId,
      lastAt: minutesAgo(since),
      expiresAt: Timestamp.fromMillis(Date.now() + 2 * DAY_MS),
    });
    await batch.commit();
  });
}

/** A certificate's two index entries on the register, with the given standing; its keys. */
export async function seedIndexed(
  id: string,
  details: CertificateDetails,
  status: IndexedStatus = VALID,
): Promise<{ certificate: string; student: string }> {
  const documents = await documentsForCertificate(id, details, status);
  await seed(async (db) => {
    const batch = writeBatch(db);
    for (const entry of [documents.certificateIndex, documents.studentIndex]) {
      batch.set(doc(db, entry.path), entry.data);
    }
    await batch.commit();
  });
  const [certificate, student] = documents.certificate.data.indexKeys;
  return { certificate: certificate!, student: student! };
}

/** The standing an index entry holds, as a result copies it. */
export const standingOf = (status: IndexedStatus): StoredStanding => ({
  status: status.status,
  statusChangedAt:
    status.statusChangedAt === null ? null : Timestamp.fromDate(status.statusChangedAt as Date),
});

/** One row's result, as the batch page writes it (kept by `who`), under the id its number gives. */
export async function resultWrites({
  receiptId = 'receipt-1',
  batchId = 'batch-1',
  row = 0,
  certificateNumber,
  standing,
  who = 'verifier',
}: {
  receiptId?: string;
  batchId?: string;
  row?: number;
  certificateNumber: string;
  standing: StoredStanding;
  who?: VerifierCaller;
}): Promise<Write[]> {
  const resultId = await resultIdOf(receiptId, certificateNumber);
  return planned({
    writes: [planResult({ resultId, standing, batchId, row, receiptId, uid: uidOf(who) })],
  });
}

export const resultPath = async (receiptId: string, certificateNumber: string) =>
  `${collections.checkResults}/${await resultIdOf(receiptId, certificateNumber)}`;

/** A row that matched nothing, filed for review under its batch and row. */
export function batchAttemptWrites(
  who: VerifierCaller,
  { batchId = 'batch-1', row = 0 } = {},
): Write[] {
  return planned({
    writes: [
      planBatchAttempt({
        batchId,
        row,
        query: {
          certificateNumber: '086599999',
          studentNumber: null,
          firstName: 'ada',
          surname: 'lovelace',
        },
        organisation: organisationOf(who),
        userAgent: 'rules-test',
      }),
    ],
  });
}

export const batchAttemptPath = (batchId: string, row: number) =>
  `${collections.failedVerifications}/${batchAttemptIdOf(batchId, row)}`;

/** A visitor's one-row receipt of their check `checkId`, for its key at `row`. */
export async function visitorReceiptWrites({
  checkId,
  uid,
  certificateNumber,
  standing,
  row = 0,
}: {
  checkId: string;
  uid: string;
  certificateNumber: string;
  standing: StoredStanding;
  row?: number;
}): Promise<Write[]> {
  const resultId = await resultIdOf(checkId, certificateNumber);
  return planned(planVisitorReceipt({ checkId, uid, resultId, standing, row }));
}
