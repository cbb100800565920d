import { certificateChanges, certificateEvent, certificateSubject } from '../audit';
import type { PdfCertificate } from '../certificate-pdf/render';
import { statusFrom } from '../certificate-status';
import { collections } from '../collections';
import type { StaffActor } from '../staff';
import { textFrom } from '../stored-values';
import { listedKeys, type StoredData } from './certificate-step';
import { eventPathOf, pathOf, SERVER_TIME, stampedBy, type Plan } from './plan';

/**
 * Issuing a certificate's PDF (docs/decisions/033-issued-pdfs.md): a step on the certificate of
 * its own, after the add, import or replacement that made it, so the certificate's history stays
 * one chain. One commit writes the PDF's bytes with their fingerprint, the fingerprint's entry
 * for the public check, the certificate naming both, and the event. firestore.rules hashes the
 * bytes itself.
 */

/** The first PDF of a certificate is version 1; a certificate has one today. */
export const FIRST_PDF_VERSION = 1;

export const pdfIdOf = (certificateId: string, version: number) => `${certificateId}_v${version}`;
export const pdfPathOf = (certificateId: string, version: number) =>
  pathOf(collections.certificatePdfs, pdfIdOf(certificateId, version));
export const fingerprintPathOf = (fingerprint: string) =>
  pathOf(collections.pdfFingerprints, fingerprint);

/**
 * What the PDF of a stored certificate shows, as the renderer takes it; a replacement names the
 * number of the certificate it replaces (as read: a replaced certificate's details never change).
 */
export function pdfCertificateOf(
  certificateId: string,
  stored: StoredData,
  replacesNumber = '',
  version: number = FIRST_PDF_VERSION,
): PdfCertificate {
  return {
    certificateId,
    version,
    certificateNumber: textFrom(stored.certificateNumber),
    studentNumber: textFrom(stored.studentNumber),
    firstName: textFrom(stored.firstName),
    surname: textFrom(stored.surname),
    courseName: textFrom(stored.courseName),
    awardedDate: textFrom(stored.awardedDate),
    centreNumber: textFrom(stored.centreNumber),
    ...(typeof stored.replaces === 'string' ? { replacesNumber } : {}),
  };
}

/** Why no PDF can be issued for this certificate now, or null when one can. */
export function pdfIssueRefusal(stored: StoredData): string | null {
  if (typeof stored.pdfVersion === 'number') return 'Its PDF has already been issued.';
  if (statusFrom(stored.status) !== 'valid' || stored.pendingStatus) {
    return 'Only a valid certificate, with no withdrawal or replacement waiting, is issued as a PDF.';
  }
  if (!listedKeys(stored)) {
    return 'This record does not list its verification entries yet; an administrator must run the backfill first.';
  }
  return null;
}

export type IssuePdfInput = {
  certificateId: string;
  /** The certificate as read. */
  stored: StoredData;
  /** The PDF's bytes, as renderCertificatePdf made them, and their SHA-256 as hex. */
  bytes: Uint8Array;
  fingerprint: string;
  actor: StaffActor;
  eventId: string;
};

/**
 * What issuing the PDF writes, in one commit. It plans the step whether or not it is open
 * (pdfIssueRefusal says that), so a test can send what the app never would.
 */
export function planIssuePdf({
  certificateId,
  stored,
  bytes,
  fingerprint,
  actor,
  eventId,
}: IssuePdfInput): Plan {
  const version = FIRST_PDF_VERSION;
  const fields = { pdfVersion: version, pdfFingerprint: fingerprint };
  const centreNumber = textFrom(stored.centreNumber);
  const eventPath = eventPathOf(eventId);
  const issued = { issuedAt: SERVER_TIME, centreNumber };
  return {
    eventPath,
    writes: [
      {
        op: 'update',
        path: pathOf(collections.certificates, certificateId),
        data: { ...fields, ...stampedBy(actor, eventId) },
      },
      {
        op: 'set',
        path: eventPath,
        data: {
          ...certificateEvent({
            certificateId,
            centreNumber,
            action: 'certificate.pdf-issued',
            actor,
            subject: certificateSubject({
              fullName: textFrom(stored.fullName),
              certificateNumber: textFrom(stored.certificateNumber),
            }),
            changes: certificateChanges(stored, { ...stored, ...fields }),
            prevEventId: typeof stored.lastEventId === 'string' ? stored.lastEventId : null,
          }),
          at: SERVER_TIME,
        },
      },
      {
        op: 'set',
        path: pdfPathOf(certificateId, version),
        data: {
          certificateId,
          version,
          bytes,
          fingerprint,
          ...issued,
          issuedBy: actor.email,
          issuedByUid: actor.uid,
        },
      },
      {
        op: 'set',
        path: fingerprintPathOf(fingerprint),
        data: { certificateId, version, ...issued, indexKey: listedKeys(stored)?.[0] ?? null },
      },
    ],
  };
}
