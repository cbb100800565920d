import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase/firestore/lite';

import { fullNameOf, reviewStateFor, type Certificate } from '@/domain/certificate';
import { statusFrom, statusReasonFrom } from '@/domain/certificate-status';
import { normaliseName } from '@/domain/verification-index';

/**
 * Certificate documents become typed `Certificate` values with an id and real dates here, at the
 * edge, so no component ever sees a snapshot or a Timestamp. Records imported from the old system
 * may lack the derived fields; they are filled in the way the add screen would have written them.
 */

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A Firestore Timestamp (client, Lite or Admin SDK) or a Date, as a Date; null otherwise. */
export function dateFrom(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  return null;
}

/** A stored certificate's fields as the app uses them. `now` stands in for a missing createdAt. */
export function certificateFromData(
  id: string,
  data: DocumentData,
  now: Date = new Date(),
): Certificate {
  const details = {
    certificateNumber: text(data.certificateNumber),
    studentNumber: text(data.studentNumber),
    firstName: text(data.firstName),
    surname: text(data.surname),
    courseName: text(data.courseName),
    awardedDate: text(data.awardedDate),
    birthYear: text(data.birthYear),
    centreNumber: text(data.centreNumber),
  };
  const derivedReview = reviewStateFor(details);
  return {
    id,
    ...details,
    fullName: text(data.fullName) || fullNameOf(details.firstName, details.surname),
    surnameLower: text(data.surnameLower) || normaliseName(details.surname),
    needsReview:
      typeof data.needsReview === 'boolean' ? data.needsReview : derivedReview.needsReview,
    reviewStatus:
      data.reviewStatus === 'pending' || data.reviewStatus === 'approved'
        ? data.reviewStatus
        : derivedReview.reviewStatus,
    reviewedBy: typeof data.reviewedBy === 'string' ? data.reviewedBy : null,
    reviewedAt: null,
    indexKeys: Array.isArray(data.indexKeys)
      ? data.indexKeys.filter((key): key is string => typeof key === 'string')
      : [],
    // SPEC §3: a record without createdAt is treated as created now.
    createdAt: dateFrom(data.createdAt) ?? now,
    createdBy: typeof data.createdBy === 'string' ? data.createdBy : null,
    updatedAt: dateFrom(data.updatedAt),
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
    lastEventId: typeof data.lastEventId === 'string' ? data.lastEventId : null,
    status: statusFrom(data.status),
    statusReason: statusReasonFrom(data.statusReason),
    statusChangedAt: dateFrom(data.statusChangedAt),
    pendingWithdrawal: data.pendingStatus === 'withdrawn',
    replaces: typeof data.replaces === 'string' ? data.replaces : null,
    replacedBy: typeof data.replacedBy === 'string' ? data.replacedBy : null,
  };
}

/** For `collection(db, 'certificates').withConverter(certificateConverter)` and friends. */
export const certificateConverter: FirestoreDataConverter<Certificate> = {
  // Writes go through documentsForCertificate, which also builds the registry and index
  // entries; this direction exists only because a converter must have one.
  toFirestore(certificate: WithFieldValue<Certificate>): DocumentData {
    const fields: DocumentData = { ...certificate };
    delete fields.id;
    return fields;
  },
  fromFirestore(snapshot: QueryDocumentSnapshot): Certificate {
    return certificateFromData(snapshot.id, snapshot.data());
  },
};
