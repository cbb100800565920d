import type { CheckMade } from '@/domain/public-check';
import { planVisitorReceipt, resultIdOf } from '@/domain/plans/batch-check';
import { commitWith, readIndexEntry } from '@/lib/public-check';
import type { Checker } from '@/lib/public-firestore';

/**
 * "Keep a record of this check" (docs/decisions/030-verifier-batch-checks.md): the visitor's
 * one-row receipt of their check of the last two minutes, named after the check, with the row's
 * result: the index entry of the check's key at `row` as it is now, or its absence. `number` is
 * the number typed, under which a row that matched nothing is kept. Resolves to the receipt's id.
 */
export async function keepVisitorReceipt(
  checker: Checker,
  { checkId, key, row, number }: CheckMade,
): Promise<string> {
  const entry = await readIndexEntry(checker, key);
  const resultId = await resultIdOf(checkId, entry?.certificate.certificateNumber ?? number);
  await commitWith(
    checker,
    planVisitorReceipt({
      checkId,
      uid: checker.uid,
      resultId,
      standing: entry?.standing ?? null,
      row,
    }).writes,
  );
  return checkId;
}
