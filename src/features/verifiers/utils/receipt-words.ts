import { statusWords } from '@/domain/batch-check';
import { formatDateTime } from '@/domain/dates';

import type { Receipt, ReceiptRow } from '../api/read-receipt';

/** Who checked: the verifier's organisation, or a visitor's one-row record of a public check. */
export const receiptChecker = (receipt: Receipt) =>
  receipt.organisation ?? 'A visitor to the public check';

/** How many rows, as candidates: '1 candidate', '1,000 candidates'. */
const receiptRows = (receipt: Receipt) =>
  `${receipt.rowCount.toLocaleString('en-GB')} candidate${receipt.rowCount === 1 ? '' : 's'}`;

/** Who checked, when and how many rows, as the receipt page opens. */
export function receiptSummary(receipt: Receipt): string {
  return `${receiptChecker(receipt)} checked ${receiptRows(receipt)} on ${formatDateTime(receipt.at)}.`;
}

/** One row's result, said as the status at the time of the check, never as today's. */
export function receiptRowWords(number: string, row: ReceiptRow | null): string {
  if (!row) {
    return `This receipt has no row for ${number}. Check the number, or ask whoever gave you the receipt.`;
  }
  const when = formatDateTime(row.at);
  if (!row.found) {
    return `At ${when}, the details typed for ${number} matched no certificate. (A row that matched nothing cannot be proved to belong to this number: only its absence from the register was checked.)`;
  }
  return `At ${when}, the register said certificate ${number} was: ${statusWords(row.status, row.statusChangedAt)}. This is the status at the time of the check, not necessarily today's.`;
}
