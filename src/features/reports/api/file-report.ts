import { reportKeyFor, type Report } from '@/domain/reports';
import { logCheck, recordReport, TooManyChecksError } from '@/lib/public-check';
import { getVisitor, type Checker } from '@/lib/public-firestore';

export type ReportOutcome =
  | { status: 'filed' }
  /** The visitor's checks for the hour are used up; a report counts as one. */
  | { status: 'throttled'; retryAt: Date }
  /** Signing in, logging the check or filing the report failed: nothing was filed. */
  | { status: 'unavailable' };

export type FileReport = (report: Report) => Promise<ReportOutcome>;

/**
 * A visitor's report of a certificate they doubt (docs/decisions/032-fraud-signals.md): counted
 * in their quota like a check, by a check whose one key is the report's own (reportKeyFor, a key
 * no index entry has, so nothing is read), then filed under that check's id. It reads nothing
 * about the certificate and so tells the visitor nothing about it.
 */
export async function fileReport(
  report: Report,
  checker: () => Promise<Checker> = getVisitor,
): Promise<ReportOutcome> {
  try {
    const who = await checker();
    const checkId = await logCheck(who, [await reportKeyFor(report.certificateNumber)]);
    await recordReport(who, checkId, report);
    return { status: 'filed' };
  } catch (error) {
    if (error instanceof TooManyChecksError) return { status: 'throttled', retryAt: error.retryAt };
    console.error('The report could not be filed', error);
    return { status: 'unavailable' };
  }
}
