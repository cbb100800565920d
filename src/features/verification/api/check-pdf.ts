import { fingerprintOf } from '@/domain/certificate-pdf/fingerprint';
import { pdfCheckAnswer, type PdfCheckAnswer } from '@/domain/pdf-check';
import { getVisitor, type Checker } from '@/lib/public-firestore';
import { logCheck, lookupFingerprint, TooManyChecksError } from '@/lib/public-check';

export type PdfCheckOutcome =
  | { status: 'answered'; answer: PdfCheckAnswer }
  | { status: 'throttled'; retryAt: Date }
  | { status: 'unavailable' };

export type CheckPdf = (bytes: Uint8Array) => Promise<PdfCheckOutcome>;

/**
 * "Check a PDF you were sent" (docs/decisions/033-issued-pdfs.md): the file is hashed here, in
 * the browser, and only its fingerprint is looked up, as a logged check counted in the visitor's
 * quota (the fingerprint is the check's one key); the file itself is never sent.
 */
export async function checkPdf(
  bytes: Uint8Array,
  checker: () => Promise<Checker> = getVisitor,
): Promise<PdfCheckOutcome> {
  try {
    const fingerprint = await fingerprintOf(bytes);
    const who = await checker();
    await logCheck(who, [fingerprint]);
    return {
      status: 'answered',
      answer: pdfCheckAnswer(await lookupFingerprint(who, fingerprint)),
    };
  } catch (error) {
    if (error instanceof TooManyChecksError) return { status: 'throttled', retryAt: error.retryAt };
    console.error('The PDF check did not run', error);
    return { status: 'unavailable' };
  }
}
