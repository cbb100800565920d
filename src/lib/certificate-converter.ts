import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { certificateFromData } from '@/domain/certificate-document';

/**
 * Certificate documents become typed `Certificate` values with an id and real dates here, at the
 * edge, so no component ever sees a snapshot or a Timestamp. The reading itself is the domain's
 * (domain/certificate-document.ts), which the backfill script shares.
 */

export { certificateFromData } from '@/domain/certificate-document';

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
