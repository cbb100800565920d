import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { statusReasonFrom, type StatusReason } from '@/domain/certificate-status';
import { dateFrom, textFrom } from '@/domain/stored-values';
import { certificateConverter } from '@/lib/certificate-converter';

/** A withdrawal or replacement waiting for a second staff member: who asked, when and why. */
export type StatusRequest = {
  requestedBy: string;
  requestedByUid: string;
  requestedAt: Date | null;
  reason: StatusReason | null;
};

/** A certificate as it stands now, and its pending request if there is one. */
export type CertificateStanding = {
  certificate: Certificate;
  request: StatusRequest | null;
};

/**
 * Reads the certificate and its pending request afresh: someone else may have acted. A request
 * is filed with its certificate's pending mark and removed with it, so it is read only when the
 * certificate has one: the rules let a centre's staff read a request of their centre, and a
 * request that does not exist names no centre.
 */
export async function readStanding(
  db: Firestore,
  certificateId: string,
): Promise<CertificateStanding | null> {
  const snapshot = await getDoc(
    doc(db, collections.certificates, certificateId).withConverter(certificateConverter),
  );
  const certificate = snapshot.data();
  if (!certificate) return null;
  const data = certificate.pendingStatus
    ? (await getDoc(doc(db, collections.statusRequests, certificateId))).data()
    : undefined;
  const request: StatusRequest | null = data
    ? {
        requestedBy: textFrom(data.requestedBy),
        requestedByUid: textFrom(data.requestedByUid),
        requestedAt: dateFrom(data.requestedAt),
        reason: statusReasonFrom(data.reason),
      }
    : null;
  return { certificate, request };
}
