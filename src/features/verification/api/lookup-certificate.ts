import type { DocumentData } from 'firebase/firestore/lite';

import { statusFrom } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { CheckKey } from '@/domain/public-check';
import { dateFrom, textFrom } from '@/domain/stored-values';
import type { VerificationIndexEntry } from '@/domain/verification-index';
import type { Checker } from '@/lib/public-firestore';

export type FoundCertificate = VerificationIndexEntry<Date>;

/** Only the public fields, as strings and a date, whatever else a document might hold. */
function toEntry(data: DocumentData): FoundCertificate {
  return {
    certificateId: textFrom(data.certificateId),
    qualification: textFrom(data.qualification),
    learner: textFrom(data.learner),
    awardedDate: textFrom(data.awardedDate),
    certificateNumber: textFrom(data.certificateNumber),
    centreNumber: textFrom(data.centreNumber),
    status: statusFrom(data.status),
    statusChangedAt: dateFrom(data.statusChangedAt),
  };
}

/**
 * The public check's lookup (docs/product.md, The public check): one `get` by key for the
 * certificate number, then one for the student number only if the first found nothing. A visitor
 * may read only the keys of their own check, logged first (logCheck). Null means no certificate
 * matches; a network or permission failure is thrown, so it is never mistaken for a learner's wrong
 * details.
 */
export async function lookupKeys(
  { db, sdk }: Pick<Checker, 'db' | 'sdk'>,
  keys: readonly CheckKey[],
): Promise<FoundCertificate | null> {
  for (const { key } of keys) {
    const snapshot = await sdk.getDoc(sdk.doc(db, collections.verificationIndex, key));
    if (snapshot.exists()) return toEntry(snapshot.data());
  }
  return null;
}
