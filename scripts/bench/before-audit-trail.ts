/**
 * The saves as they were before the audit trail (commit 0087a42), for the audit-trail benchmark
 * to compare with today's: no event, no index keys on the certificate, no status on the index
 * entries, under the rules of that commit.
 */
import { execFileSync } from 'node:child_process';

import {
  doc,
  runTransaction,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';

import type { CertificateDetails } from '../../src/domain/certificate';
import { documentsForCertificate } from '../../src/domain/plans/add-certificate';
import { repoRoot } from '../lib/project';
import { BENCH_STAFF } from './emulator';

/** The last commit before the audit trail: its rules are what a save without an event met. */
export const BEFORE_AUDIT_TRAIL = '0087a42';

export const rulesBeforeAuditTrail = () =>
  execFileSync('git', ['show', `${BEFORE_AUDIT_TRAIL}:firestore.rules`], {
    cwd: repoRoot,
    encoding: 'utf8',
  });

/** Where a planned write goes. */
type Ref = { path: string };

/** A document's data without some of its fields. */
function without(data: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

/** An index entry as it was before statuses: the six public fields. */
export const entryBeforeStatuses = (data: object) => without(data, ['status', 'statusChangedAt']);

/** A certificate as it was before it listed its index keys. */
export const recordBeforeKeys = (data: object) => without(data, ['indexKeys']);

/**
 * The add as it was before the audit trail: read both registry entries, then write the
 * certificate (without index keys or recorder), both registry entries and both index entries.
 */
export async function addBeforeAuditTrail(
  firestore: Firestore,
  id: string,
  details: CertificateDetails,
): Promise<void> {
  const documents = await documentsForCertificate(id, details);
  const refOf = (write: Ref) => doc(firestore, write.path);
  const record = recordBeforeKeys(documents.certificate.data);
  await runTransaction(firestore, async (transaction) => {
    const entries = await Promise.all([
      transaction.get(refOf(documents.certificateNumber)),
      transaction.get(refOf(documents.studentNumber)),
    ]);
    if (entries.some((entry) => entry.exists())) throw new Error('Number already in use.');
    transaction.set(refOf(documents.certificate), { ...record, createdAt: serverTimestamp() });
    transaction.set(refOf(documents.certificateNumber), documents.certificateNumber.data);
    transaction.set(refOf(documents.studentNumber), documents.studentNumber.data);
    for (const entry of [documents.certificateIndex, documents.studentIndex]) {
      transaction.set(refOf(entry), entryBeforeStatuses(entry.data));
    }
  });
}

/** True when the entry exists and names this certificate. */
async function heldBy(transaction: Transaction, ref: ReturnType<typeof doc>, id: string) {
  const snapshot = await transaction.get(ref);
  return snapshot.data()?.certificateId === id;
}

/**
 * The edit as it was before the audit trail, for an edit that keeps both numbers (so no registry
 * entry moves): read the certificate and the index entries it gives up, then update the
 * certificate, delete those entries and write the new two.
 */
export async function editBeforeAuditTrail(
  firestore: Firestore,
  id: string,
  before: CertificateDetails,
  after: CertificateDetails,
): Promise<void> {
  const [old, next] = await Promise.all([
    documentsForCertificate(id, before),
    documentsForCertificate(id, after),
  ]);
  const refOf = (write: Ref) => doc(firestore, write.path);
  const nextPaths = new Set([next.certificateIndex.path, next.studentIndex.path]);
  const stale = [old.certificateIndex, old.studentIndex].filter(
    (entry) => !nextPaths.has(entry.path),
  );
  const record = next.certificate.data;
  await runTransaction(firestore, async (transaction) => {
    const stored = await transaction.get(refOf(next.certificate));
    if (!stored.exists()) throw new Error('Certificate missing.');
    const held = await Promise.all(stale.map((entry) => heldBy(transaction, refOf(entry), id)));
    transaction.update(refOf(next.certificate), {
      studentNumber: record.studentNumber,
      firstName: record.firstName,
      surname: record.surname,
      fullName: record.fullName,
      surnameLower: record.surnameLower,
      courseName: record.courseName,
      certificateNumber: record.certificateNumber,
      awardedDate: record.awardedDate,
      centreNumber: record.centreNumber,
      updatedAt: serverTimestamp(),
      updatedBy: BENCH_STAFF.email,
    });
    stale.forEach((entry, index) => {
      if (held[index]) transaction.delete(refOf(entry));
    });
    for (const entry of [next.certificateIndex, next.studentIndex]) {
      transaction.set(refOf(entry), entryBeforeStatuses(entry.data));
    }
  });
}
