import { Bytes } from 'firebase/firestore';

import type { CertificateDetails } from '@/domain/certificate';
import { fingerprintOf } from '@/domain/certificate-pdf/fingerprint';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { fingerprintPathOf, pdfPathOf, planIssuePdf } from '@/domain/plans/issue-pdf';
import type { StaffActor } from '@/domain/staff';

import { certificatePath, createdEventId } from './certificate-documents';
import { STAFF } from './harness';
import { altering, planned, type Write } from './writes';

/**
 * Issuing a certificate's PDF for the rules tests, as the app plans it (planIssuePdf), on a
 * certificate seeded as added (seedCertificate) or in a standing: the certificate step, its
 * event, the PDF and its fingerprint, with small stand-in bytes unless a test gives its own.
 */

export const pdfEventId = (certificateId: string) => `${certificateId}-pdf`;

/** Bytes that start as a PDF does, different for each certificate and `variant`. */
export function pdfBytesFor(certificateId: string, variant = ''): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.7 ${certificateId} ${variant}`);
}

export type IssuedPdf = {
  writes: Write[];
  fingerprint: string;
  pdfPath: string;
  fingerprintPath: string;
  /** The index key of the certificate's number, which the fingerprint names. */
  indexKey: string;
};

/** The writes of issuing the PDF of a certificate seeded as added with `details` and `standing`. */
export async function pdfIssueWrites(
  certificateId: string,
  details: CertificateDetails,
  {
    actor = STAFF,
    bytes = pdfBytesFor(certificateId),
    standing = {},
    eventId = pdfEventId(certificateId),
  }: {
    actor?: StaffActor;
    bytes?: Uint8Array;
    standing?: Record<string, unknown>;
    eventId?: string;
  } = {},
): Promise<IssuedPdf> {
  const documents = await documentsForCertificate(certificateId, details);
  const stored = {
    ...documents.certificate.data,
    ...standing,
    lastEventId: standing.lastEventId ?? createdEventId(certificateId),
  };
  const fingerprint = await fingerprintOf(bytes);
  const plan = planIssuePdf({ certificateId, stored, bytes, fingerprint, actor, eventId });
  return {
    writes: planned(plan),
    fingerprint,
    pdfPath: pdfPathOf(certificateId, 1),
    fingerprintPath: fingerprintPathOf(fingerprint),
    indexKey: documents.certificate.data.indexKeys[0],
  };
}

/** The same writes with other bytes in the PDF than those its fingerprint was taken of. */
export function withOtherBytes(issued: IssuedPdf, bytes: Uint8Array): Write[] {
  return altering(issued.writes, issued.pdfPath, { bytes: Bytes.fromUint8Array(bytes) });
}

export { certificatePath };
