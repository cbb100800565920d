import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';

import { dateFrom, textFrom, textOrNull } from '@/domain/stored-values';

import type { ReviewStatus, VerificationAttempt } from '../types';

/**
 * A failedVerifications document as the review screen needs it: typed, with Dates. Older or
 * hand-made records may lack fields, so nothing here trusts the shape.
 */
export function attemptFromDocument(
  snapshot: QueryDocumentSnapshot<DocumentData>,
): VerificationAttempt {
  const data = snapshot.data();
  const status: ReviewStatus = data.status === 'suspicious' ? 'suspicious' : 'failed';
  return {
    id: snapshot.id,
    status,
    certificateNumber: textOrNull(data.certificateNumber),
    studentNumber: textOrNull(data.studentNumber),
    firstName: textFrom(data.firstName),
    surname: textFrom(data.surname),
    attemptedAt: dateFrom(data.attemptedAt),
    ipAddress: textFrom(data.ipAddress),
    userAgent: textFrom(data.userAgent),
    reviewedBy: textOrNull(data.reviewedBy),
    reviewedAt: dateFrom(data.reviewedAt),
    reviewNote: textOrNull(data.reviewNote),
    investigationNote: textOrNull(data.investigationNote),
    investigatedBy: textOrNull(data.investigatedBy),
    investigatedAt: dateFrom(data.investigatedAt),
    isUnderInvestigation: data.isUnderInvestigation === true,
    lastEventId: textOrNull(data.lastEventId),
    organisation: textOrNull(data.organisation),
  };
}
