import {
  collection,
  doc,
  getDoc,
  runTransaction,
  type Bytes,
  type Firestore,
} from 'firebase/firestore/lite';

import { fingerprintOf } from '@/domain/certificate-pdf/fingerprint';
import type { PdfCertificate } from '@/domain/certificate-pdf/render';
import { collections } from '@/domain/collections';
import {
  FIRST_PDF_VERSION,
  pdfCertificateOf,
  pdfIdOf,
  pdfIssueRefusal,
  planIssuePdf,
} from '@/domain/plans/issue-pdf';
import type { StaffActor } from '@/domain/staff';
import { textFrom } from '@/domain/stored-values';

import { applyPlan } from './apply-plan';

/**
 * A certificate's issued PDF (docs/decisions/033-issued-pdfs.md): issuing it after the add,
 * import or replacement that made the certificate, and reading it back for a download. Shared
 * below the features that issue it (certificates, certificate-status) and the one that offers it
 * (students); the scripts issue through it too, with Node's renderer.
 */

/** Renders a certificate's PDF: the browser's (lib/certificate-pdf.ts) or Node's, same bytes. */
export type PdfRenderer = (certificate: PdfCertificate) => Promise<Uint8Array>;

/** The PDF cannot be issued for this certificate now; the message says why. */
export class PdfIssueRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfIssueRefusedError';
  }
}

/** The number of the certificate a replacement replaces, or '' if it cannot be read. */
async function replacedNumber(db: Firestore, stored: Record<string, unknown>): Promise<string> {
  if (typeof stored.replaces !== 'string') return '';
  try {
    const old = await getDoc(doc(db, collections.certificates, stored.replaces));
    return textFrom(old.get('certificateNumber'));
  } catch {
    return '';
  }
}

/**
 * Renders the certificate's PDF and issues it in one transaction with its fingerprint, the
 * certificate's step and its event. The PDF is rendered from the certificate as first read; the
 * transaction refuses to go on if the certificate changed meanwhile. Resolves to the PDF's bytes
 * and fingerprint.
 */
export async function issueCertificatePdf(
  db: Firestore,
  certificateId: string,
  actor: StaffActor,
  render: PdfRenderer,
): Promise<{ bytes: Uint8Array; fingerprint: string }> {
  const certificateRef = doc(db, collections.certificates, certificateId);
  const first = (await getDoc(certificateRef)).data();
  if (!first) throw new PdfIssueRefusedError('This certificate is not on the register.');
  const refusal = pdfIssueRefusal(first);
  if (refusal) throw new PdfIssueRefusedError(refusal);
  const bytes = await render(
    pdfCertificateOf(certificateId, first, await replacedNumber(db, first)),
  );
  const fingerprint = await fingerprintOf(bytes);
  const eventId = doc(collection(db, collections.auditEvents)).id;
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(certificateRef)).data();
    if (!stored || stored.lastEventId !== first.lastEventId) {
      throw new PdfIssueRefusedError('The certificate changed while its PDF was made: try again.');
    }
    const refusedNow = pdfIssueRefusal(stored);
    if (refusedNow) throw new PdfIssueRefusedError(refusedNow);
    applyPlan(
      db,
      transaction,
      planIssuePdf({ certificateId, stored, bytes, fingerprint, actor, eventId }),
    );
  });
  return { bytes, fingerprint };
}

/** The certificate's issued PDF, or null when none has been issued. */
export async function readCertificatePdf(
  db: Firestore,
  certificateId: string,
  version = FIRST_PDF_VERSION,
): Promise<Uint8Array | null> {
  const snapshot = await getDoc(
    doc(db, collections.certificatePdfs, pdfIdOf(certificateId, version)),
  );
  const bytes = snapshot.get('bytes') as Bytes | undefined;
  return snapshot.exists() && bytes ? bytes.toUint8Array() : null;
}

/**
 * Issues the PDF of a certificate just added, if it can be: a PDF that could not be made (the
 * network went, the fonts did not load) is made when staff first download it, or by the backfill,
 * so the add that went before it still stands.
 */
export async function issueAfterAdding(
  db: Firestore,
  certificateId: string,
  actor: StaffActor,
  render: PdfRenderer,
): Promise<void> {
  await issueCertificatePdf(db, certificateId, actor, render).catch(() => undefined);
}

/** The certificate's PDF for a download: the one issued, or issued now if it has none yet. */
export async function certificatePdfForDownload(
  db: Firestore,
  certificateId: string,
  actor: StaffActor,
  render: PdfRenderer,
): Promise<Uint8Array> {
  const stored = await readCertificatePdf(db, certificateId);
  if (stored) return stored;
  return (await issueCertificatePdf(db, certificateId, actor, render)).bytes;
}
