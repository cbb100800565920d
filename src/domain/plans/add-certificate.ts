import { certificateChanges, certificateEvent, certificateSubject } from '../audit';
import type { CertificateDetails, CertificateRecord, IndexKeys } from '../certificate';
import { collections } from '../collections';
import type { StaffActor } from '../staff';
import {
  certificateRecordFor,
  indexEntryOf,
  VALID,
  verificationKey,
  type IndexedStatus,
  type RegistryEntry,
  type VerificationIndexEntry,
} from '../verification-index';
import {
  eventPathOf,
  pathOf,
  SERVER_TIME,
  type Plan,
  type PlannedData,
  type PlannedSet,
  type PlannedWrite,
} from './plan';

/** The certificate as written with its index entries: the record and the keys it lists. */
export type IndexedCertificateRecord = CertificateRecord & { indexKeys: IndexKeys };

/**
 * The documents a certificate is written with, each a write of the plan: the certificate, its
 * registry entries (filed under its numbers, as normalised) and its index entries (under the keys
 * it lists, certificate number's first).
 */
export type CertificateDocuments = {
  certificate: PlannedSet<IndexedCertificateRecord>;
  certificateNumber: PlannedSet<RegistryEntry>;
  studentNumber: PlannedSet<RegistryEntry>;
  certificateIndex: PlannedSet<VerificationIndexEntry>;
  studentIndex: PlannedSet<VerificationIndexEntry>;
};

/**
 * Every document that must be written, in one transaction, whenever a certificate is created or
 * changed: the certificate, both registry entries and both index entries, which show `status`
 * (a certificate's status is changed by its own steps, never by these fields). The add, the edit
 * (edit-stage.ts), the backfill, the seed and the tests all go through here, so they cannot
 * disagree.
 */
export async function documentsForCertificate(
  certificateId: string,
  details: CertificateDetails,
  status: IndexedStatus = VALID,
): Promise<CertificateDocuments> {
  const record = certificateRecordFor(details);
  if (!record.certificateNumber || !record.studentNumber) {
    throw new Error('A certificate needs both a certificate number and a student number.');
  }
  const entry = indexEntryOf(certificateId, record, status);
  const [certificateKey, studentKey] = await Promise.all([
    verificationKey('certificate', record.certificateNumber, record.firstName, record.surname),
    verificationKey('student', record.studentNumber, record.firstName, record.surname),
  ]);
  const set = <Data extends PlannedData>(path: string, data: Data): PlannedSet<Data> => ({
    op: 'set',
    path,
    data,
  });
  return {
    certificate: set(pathOf(collections.certificates, certificateId), {
      ...record,
      indexKeys: [certificateKey, studentKey],
    }),
    certificateNumber: set(pathOf(collections.certificateNumbers, record.certificateNumber), {
      certificateId,
    }),
    studentNumber: set(pathOf(collections.studentNumbers, record.studentNumber), {
      certificateId,
    }),
    certificateIndex: set(pathOf(collections.verificationIndex, certificateKey), entry),
    studentIndex: set(pathOf(collections.verificationIndex, studentKey), entry),
  };
}

type AddCertificateInput = {
  certificateId: string;
  eventId: string;
  details: CertificateDetails;
  /** The staff member recording it: the rules accept no other as createdBy. */
  recorder: StaffActor;
  /** The certificate it replaces, marked replaced in the same commit (replacement.ts). */
  replaces?: string;
};

/**
 * What adding a certificate writes, in one commit (docs/decisions/026-write-plans.md): the
 * certificate naming who recorded it, both registry entries, both verification-index entries, and
 * the first event of its history. `documents` are those documentsForCertificate built for it (the
 * app builds them before its transaction, to read the registry entries they name).
 */
export function planAddCertificate(
  { certificateId, eventId, recorder, replaces }: AddCertificateInput,
  documents: CertificateDocuments,
): Plan {
  const record = documents.certificate.data;
  const certificate = { ...record, ...(replaces ? { replaces } : {}) };
  const eventPath = eventPathOf(eventId);
  const writes: PlannedWrite[] = [
    {
      op: 'set',
      path: documents.certificate.path,
      data: {
        ...certificate,
        createdAt: SERVER_TIME,
        createdBy: recorder.email,
        createdByUid: recorder.uid,
        lastEventId: eventId,
      },
    },
    {
      op: 'set',
      path: eventPath,
      data: {
        ...certificateEvent({
          certificateId,
          centreNumber: record.centreNumber,
          action: 'certificate.created',
          actor: recorder,
          subject: certificateSubject(record),
          changes: certificateChanges(null, certificate),
          prevEventId: null,
        }),
        at: SERVER_TIME,
      },
    },
    ...[
      documents.certificateNumber,
      documents.studentNumber,
      documents.certificateIndex,
      documents.studentIndex,
    ].map((write): PlannedWrite => ({ ...write, data: { ...write.data } })),
  ];
  return { writes, eventPath };
}

/** The documents and the plan of an addition, from its details alone. */
export async function planAddition(input: AddCertificateInput): Promise<Plan> {
  return planAddCertificate(
    input,
    await documentsForCertificate(input.certificateId, input.details),
  );
}
