import type { CertificateStatus } from './certificate-status';
import { isPdfBytes } from './certificate-pdf/fingerprint';
import { CHECKED_PDF_LIMIT } from './limits';
import type { FoundCertificate } from './public-check';

/**
 * "Check a PDF you were sent" (docs/decisions/033-issued-pdfs.md): which files are taken, and
 * what the answer says once the fingerprint has been looked up. The file never leaves the
 * browser: only its SHA-256 is looked up, as a logged check.
 */

/** Why a chosen file is not checked, or null when it is: too large, or not a PDF at all. */
export function pdfFileRefusal(size: number, head: Uint8Array): string | null {
  if (size > CHECKED_PDF_LIMIT) {
    return 'This file is larger than 10 MB: a certificate we issued is far smaller. Check by number and names instead.';
  }
  if (!isPdfBytes(head)) {
    return 'This file is not a PDF. Choose the certificate’s PDF file, or check by number and names instead.';
  }
  return null;
}

/** The answer to a PDF check, as the page words it. */
export type PdfCheckAnswer =
  /** The very file we issued: its certificate is valid, under review or withdrawn today. */
  | {
      kind: 'exact';
      issuedAt: Date | null;
      status: Exclude<CertificateStatus, 'replaced'>;
      certificate: FoundCertificate;
    }
  /** A file we issued, for a certificate since replaced. */
  | { kind: 'earlier'; issuedAt: Date | null; replacedAt: Date | null }
  /** A file we issued, whose certificate's numbers or names have since been corrected. */
  | { kind: 'changed'; issuedAt: Date | null }
  /** No file we issued has this fingerprint. */
  | { kind: 'not-issued' };

export function pdfCheckAnswer(
  found: { issuedAt: Date | null; certificate: FoundCertificate | null } | null,
): PdfCheckAnswer {
  if (!found) return { kind: 'not-issued' };
  const { issuedAt, certificate } = found;
  if (!certificate) return { kind: 'changed', issuedAt };
  if (certificate.status === 'replaced') {
    return { kind: 'earlier', issuedAt, replacedAt: certificate.statusChangedAt };
  }
  return { kind: 'exact', issuedAt, status: certificate.status, certificate };
}
