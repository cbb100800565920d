import type { CheckMade } from '@/domain/public-check';
import { logCheck, TooManyChecksError } from '@/lib/public-check';
import { getVisitor, type Checker } from '@/lib/public-firestore';

import { keepVisitorReceipt } from './keep-visitor-receipt';

export type KeepRecordOutcome =
  | { status: 'kept'; receiptId: string }
  /** The check had to be made again, and the visitor's checks for the hour are used up. */
  | { status: 'throttled'; retryAt: Date }
  /** Signing in, reading or writing failed: no receipt was made. */
  | { status: 'unavailable' };

export type KeepRecordOfCheck = (check: CheckMade) => Promise<KeepRecordOutcome>;

const isRefused = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * A visitor's record of the check they just made on the public page: a one-row receipt named
 * after it (keepVisitorReceipt). The rules allow that only for the visitor's latest check, and
 * only for two minutes; a visitor who checked something else since (a report counts as a check)
 * or waited longer has their check's key checked again, counted in their hourly quota like any
 * check, and the receipt is named after that check instead.
 */
export async function keepRecordOfCheck(
  check: CheckMade,
  checker: () => Promise<Checker> = getVisitor,
): Promise<KeepRecordOutcome> {
  try {
    const who = await checker();
    try {
      return { status: 'kept', receiptId: await keepVisitorReceipt(who, check) };
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
    const checkId = await logCheck(who, [check.key]);
    const receiptId = await keepVisitorReceipt(who, { ...check, checkId, row: 0 });
    return { status: 'kept', receiptId };
  } catch (error) {
    if (error instanceof TooManyChecksError) return { status: 'throttled', retryAt: error.retryAt };
    console.error('The record of the check could not be kept', error);
    return { status: 'unavailable' };
  }
}
