import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { certificateConverter } from '@/lib/certificate-converter';

/** One certificate by id, or null when it is not on the register. */
export async function readCertificate(
  db: Firestore,
  certificateId: string,
): Promise<Certificate | null> {
  const snapshot = await getDoc(
    doc(db, collections.certificates, certificateId).withConverter(certificateConverter),
  );
  return snapshot.data() ?? null;
}
