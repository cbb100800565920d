import { collection, doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import { documentsForCertificate, planAddCertificate } from '@/domain/plans/add-certificate';
import type { StaffActor } from '@/domain/staff';
import { textFrom } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';

import { registryAnswer, stillStaff } from './probe-numbers';
import { prepareReplacement, type Replacing } from './replace-certificate';

export type AddCertificateOptions = {
  /** Called once both numbers are known to be free, just before the writes are made. */
  onAdding?: () => void;
  /** The certificate this one replaces, marked replaced in the same transaction. */
  replaces?: Replacing;
  /**
   * Ids decided beforehand (an imported row's derive from its file and line): if a certificate
   * already has this id, nothing is written and that certificate is returned, so a row written
   * before cannot be written twice.
   */
  ids?: { certificateId: string; eventId: string };
};

export type AddedCertificate = {
  id: string;
  certificateNumber: string;
  studentNumber: string;
  /** True when a certificate with the given id already existed and nothing was written. */
  existed?: boolean;
};

// Two staff saving the same number at once make one transaction retry; a burst of saves needs
// more than the SDK's default five attempts before every loser has read the winner's entry.
const MAX_ATTEMPTS = 25;

/**
 * The register did not answer a read during a save. Firestore retries a transaction whose reads
 * fail as it retries one that lost a race, with a growing pause between attempts: over the
 * attempts a burst of saves needs, a connection that is down would keep the form at 'Checking
 * for duplicates...' for a quarter of an hour. A read that fails lost no race, so the save ends
 * at once with this. Nothing was written by the attempt it ends; an earlier attempt whose answer
 * was lost on the way back may have been.
 */
export class RegisterUnreachableError extends Error {
  constructor(afterRetrying: boolean, options?: ErrorOptions) {
    super(
      afterRetrying
        ? 'The register stopped answering, so the certificate may not have been saved. Search the Student List for it before adding it again.'
        : 'The register could not be reached, so the certificate was not saved. Check the connection and try again.',
      options,
    );
    this.name = 'RegisterUnreachableError';
  }
}

/** Failures of a request that the network or the server may clear on its own: the SDK retries these. */
const TRANSIENT_CODES = new Set([
  'cancelled',
  'unknown',
  'deadline-exceeded',
  'resource-exhausted',
  'internal',
  'unavailable',
  'unauthenticated',
]);

function isTransient(error: unknown): boolean {
  return TRANSIENT_CODES.has(String((error as { code?: unknown } | null)?.code));
}

/**
 * Records a certificate (src/domain/plans/add-certificate.ts): in one transaction, reads both
 * registry entries, refuses a number already in use, then writes the certificate (naming who
 * recorded it), both registry entries, both verification-index entries and the first event of its
 * history; a replacement also marks the certificate it replaces. Firestore retries the transaction
 * if anything it read changes before it commits, so two staff saving the same number at once cannot
 * both succeed. A number is in use when its entry is there, or when the rules refuse the read of
 * it: a centre's staff may not read the entry of another centre's certificate
 * (docs/decisions/027-centres.md, What a centre's staff learn of numbers). Only the registry reads
 * are taken that way; any other failure is passed on as it came.
 */
export async function addCertificate(
  firestore: Firestore,
  details: CertificateDetails,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the recorder. */
  recorder: StaffActor,
  { onAdding, replaces, ids }: AddCertificateOptions = {},
): Promise<AddedCertificate> {
  const certificateRef = ids
    ? doc(firestore, collections.certificates, ids.certificateId)
    : doc(collection(firestore, collections.certificates));
  const eventRef = ids
    ? doc(firestore, collections.auditEvents, ids.eventId)
    : doc(collection(firestore, collections.auditEvents));
  const documents = await documentsForCertificate(certificateRef.id, details);
  const record = documents.certificate.data;
  const refOf = (write: { path: string }) => doc(firestore, write.path);

  let attempts = 0;
  const existing = await runTransaction(
    firestore,
    async (transaction) => {
      attempts += 1;
      const unanswered = (cause: unknown): never => {
        // Not a FirebaseError, so the SDK does not try again.
        throw isTransient(cause) ? new RegisterUnreachableError(attempts > 1, { cause }) : cause;
      };
      const [earlier, certificateEntry, studentEntry] = await Promise.all([
        ids ? transaction.get(certificateRef) : null,
        registryAnswer(transaction.get(refOf(documents.certificateNumber))),
        registryAnswer(transaction.get(refOf(documents.studentNumber))),
      ]).catch(unanswered);
      if (earlier?.exists()) {
        const data = earlier.data();
        return {
          id: certificateRef.id,
          certificateNumber: textFrom(data.certificateNumber),
          studentNumber: textFrom(data.studentNumber),
          existed: true,
        };
      }
      // A refused entry is another centre's; unless the caller is not staff at all.
      if (certificateEntry === 'refused' || studentEntry === 'refused') {
        await stillStaff(firestore).catch(unanswered);
      }
      if (certificateEntry !== 'free') {
        throw new DuplicateNumberError('certificate', record.certificateNumber);
      }
      if (studentEntry !== 'free') {
        throw new DuplicateNumberError('student', record.studentNumber);
      }
      const replacement = replaces
        ? await prepareReplacement(
            firestore,
            transaction,
            replaces,
            certificateRef.id,
            recorder,
            doc(collection(firestore, collections.auditEvents)).id,
          )
        : null;
      onAdding?.();
      if (replacement) applyPlan(firestore, transaction, replacement);
      applyPlan(
        firestore,
        transaction,
        planAddCertificate(
          {
            certificateId: certificateRef.id,
            eventId: eventRef.id,
            details,
            recorder,
            replaces: replaces?.certificateId,
          },
          documents,
        ),
      );
      return null;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );

  return (
    existing ?? {
      id: certificateRef.id,
      certificateNumber: record.certificateNumber,
      studentNumber: record.studentNumber,
    }
  );
}
