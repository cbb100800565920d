import {
  collection,
  doc,
  getDocs,
  query,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import {
  learnerRequestFrom,
  type LearnerRequest,
  type LearnerRequestKind,
} from '@/domain/learner-requests';
import { planOpenRequest } from '@/domain/plans/learner-request';
import type { StaffActor } from '@/domain/staff';
import { dateFrom } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';
import { certificateConverter } from '@/lib/certificate-converter';

export { getLearnerDb } from '@/lib/learner-firebase';
// A certificate's issued PDF, read as the rules let its learner read it (isLearnerOfPdf).
export { readCertificatePdf } from '@/lib/certificate-pdfs';

/**
 * A learner's own certificates and requests (docs/decisions/031-learners.md), read as the rules
 * allow a learner: by their address, their account.
 */

/** Every certificate that names the learner's address, at any centre, newest award first. */
export async function listMyCertificates(db: Firestore, email: string): Promise<Certificate[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collections.certificates).withConverter(certificateConverter),
      where('learnerEmail', '==', email),
    ),
  );
  return snapshot.docs
    .map((entry) => entry.data())
    .sort((a, b) => b.awardedDate.localeCompare(a.awardedDate) || a.id.localeCompare(b.id));
}

/** The learner's requests to their centres, newest first. */
export async function listMyRequests(db: Firestore, uid: string): Promise<LearnerRequest[]> {
  const snapshot = await getDocs(
    query(collection(db, collections.learnerRequests), where('ownerUid', '==', uid)),
  );
  return snapshot.docs
    .map((entry) => learnerRequestFrom(entry.id, entry.data(), dateFrom))
    .filter((request): request is LearnerRequest => request !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Sends a request about one of the learner's certificates to its centre, with its event. */
export async function openRequest(
  db: Firestore,
  learner: StaffActor,
  certificate: Pick<Certificate, 'id' | 'centreNumber'>,
  kind: LearnerRequestKind,
  text: string,
): Promise<string> {
  const requestId = doc(collection(db, collections.learnerRequests)).id;
  const eventId = doc(collection(db, collections.auditEvents)).id;
  const batch = writeBatch(db);
  applyPlan(
    db,
    batch,
    planOpenRequest({
      requestId,
      eventId,
      certificate: { id: certificate.id, centreNumber: certificate.centreNumber },
      kind,
      text,
      learner,
    }),
  );
  await batch.commit();
  return requestId;
}
