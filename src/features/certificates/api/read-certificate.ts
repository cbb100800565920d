import { doc, getDoc } from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { certificateConverter } from '@/lib/certificate-converter';
import { getDb } from '@/lib/firebase';

/** One certificate by id, or null when it is not on the register. */
export async function readCertificate(certificateId: string): Promise<Certificate | null> {
  const snapshot = await getDoc(
    doc(await getDb(), collections.certificates, certificateId).withConverter(certificateConverter),
  );
  return snapshot.data() ?? null;
}
