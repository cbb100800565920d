import { certificateChanges, certificateEvent, certificateSubject } from '../audit';
import type { CertificateDetails } from '../certificate';
import type { StaffActor } from '../staff';
import { documentsForCertificate, type CertificateDocuments } from '../verification-index';
import { eventPathOf, pathOf, SERVER_TIME, type Plan, type PlannedWrite } from './plan';

export type AddCertificateInput = {
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
      path: pathOf(documents.certificate.collection, certificateId),
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
    ].map((write): PlannedWrite => ({
      op: 'set',
      path: pathOf(write.collection, write.id),
      data: { ...write.data },
    })),
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
