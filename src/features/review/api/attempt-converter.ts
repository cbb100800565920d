import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore/lite';

import type { ReviewStatus, VerificationAttempt } from '../types';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function dateOrNull(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

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
    firstName: text(data.firstName),
    surname: text(data.surname),
    attemptedAt: dateOrNull(data.attemptedAt),
    ipAddress: text(data.ipAddress),
    userAgent: text(data.userAgent),
    reviewedBy: textOrNull(data.reviewedBy),
    reviewedAt: dateOrNull(data.reviewedAt),
    reviewNote: textOrNull(data.reviewNote),
    investigationNote: textOrNull(data.investigationNote),
    investigatedBy: textOrNull(data.investigatedBy),
    investigatedAt: dateOrNull(data.investigatedAt),
    isUnderInvestigation: data.isUnderInvestigation === true,
    lastEventId: textOrNull(data.lastEventId),
  };
}
