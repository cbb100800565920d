import { statusFrom, type CertificateStatus } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import { resultIdOf } from '@/domain/plans/batch-check';
import { dateFrom } from '@/domain/stored-values';
import { normaliseNumber } from '@/domain/verification-index';
import { getPublicReader } from '@/lib/public-firestore';

/**
 * A receipt, read by its id by anyone (docs/decisions/030-verifier-batch-checks.md), and one of
 * its rows, found by the certificate number typed: the row is kept under the SHA-256 of the
 * receipt's id and the number, so no other number finds it, and nobody can list them.
 */

export type Receipt = { organisation: string | null; at: Date; rowCount: number };

export type ReceiptRow =
  | { found: true; status: CertificateStatus; statusChangedAt: Date | null; at: Date }
  | { found: false; at: Date };

export async function readReceipt(receiptId: string): Promise<Receipt | null> {
  const { db, sdk } = getPublicReader();
  const snapshot = await sdk.getDoc(sdk.doc(db, collections.receipts, receiptId));
  const data = snapshot.data();
  const at = dateFrom(data?.at);
  if (!data || !at || typeof data.rowCount !== 'number') return null;
  const organisation = typeof data.organisation === 'string' ? data.organisation : null;
  return { organisation, at, rowCount: data.rowCount };
}

/** The row of this number on the receipt, or null when the receipt has none. */
export async function readReceiptRow(
  receiptId: string,
  typedNumber: string,
): Promise<ReceiptRow | null> {
  const { db, sdk } = getPublicReader();
  const resultId = await resultIdOf(receiptId, normaliseNumber(typedNumber));
  const snapshot = await sdk.getDoc(sdk.doc(db, collections.checkResults, resultId));
  const data = snapshot.data();
  const at = dateFrom(data?.at);
  if (!data || !at || data.receiptId !== receiptId) return null;
  if (data.found !== true) return { found: false, at };
  return {
    found: true,
    status: statusFrom(data.status),
    statusChangedAt: dateFrom(data.statusChangedAt),
    at,
  };
}
