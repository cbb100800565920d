import { collection, getDocs } from 'firebase/firestore/lite';

import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '@/domain/certificate';
import type { StatusReason } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { VerificationQuery } from '@/domain/verification-input';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import {
  takeStatusStep,
  type StatusStep,
} from '@/features/certificate-status/api/take-status-step';
import { fileReport } from '@/features/reports/api/file-report';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';
import { renderCertificatePdf, type PdfCertificate } from '@/domain/certificate-pdf/render';
import { PDF_BYTES_LIMIT } from '@/domain/limits';

import { readPdfFonts } from '../lib/certificate-pdf/node-fonts';
import type { Register } from './register';

/**
 * The learner every write path is about, and the steps that bring her certificate to where a
 * path starts: added, a status step taken, a replacement asked for, a check that failed.
 */

export const ada: CertificateDetails = {
  certificateNumber: '086525417',
  studentNumber: 'Q0225533',
  firstName: 'Ada',
  surname: 'Lovelace',
  courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
  awardedDate: '2025-03-12',
  birthYear: '02',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

export const reason: StatusReason = { code: 'malpractice', note: 'Coursework copied.' };
export const changeOfName: StatusReason = { code: 'change-of-name', note: 'Married name.' };

export async function addAda(register: Register, who = 0): Promise<string> {
  const { db, actor } = register.staff(who);
  return (await addCertificate(db, ada, actor)).id;
}

export function step(register: Register, id: string, who: number, taken: StatusStep) {
  const { db, actor } = register.staff(who);
  return takeStatusStep(db, id, taken, actor);
}

/** Ada's certificate, with a replacement asked for by staff member 0. */
export async function requestedReplacement(register: Register): Promise<string> {
  const id = await addAda(register);
  await step(register, id, 0, { kind: 'request-replacement', reason: changeOfName });
  return id;
}

export const adaQuery = (found: boolean): VerificationQuery => ({
  certificateNumber: ada.certificateNumber,
  studentNumber: ada.studentNumber,
  firstName: 'Ada',
  surname: found ? 'Lovelace' : 'Byron',
});

/** A failed check by a visitor, filed for review, and the attempt's id. */
export async function failedAttempt(register: Register): Promise<string> {
  await verifyCertificate(adaQuery(false), () => register.visitor());
  const attempts = await getDocs(collection(register.staff(0).db, collections.failedVerifications));
  // A live register may hold others; this one is the attempt of these names.
  const id = attempts.docs.find(
    (attempt) => attempt.get('firstName') === 'ada' && attempt.get('surname') === 'byron',
  )?.id;
  if (!id) throw new Error('The failed check left no attempt to review.');
  return id;
}

/** A visitor's report of Ada's certificate, as the public page files it, and its id. */
export async function filedReport(register: Register): Promise<string> {
  const report = { certificateNumber: ada.certificateNumber, reason: 'Odd seal.', contact: '' };
  // The report answers, rather than throws: a refusal is an outcome.
  const outcome = await fileReport(report, () => register.visitor());
  if (outcome.status !== 'filed') throw new Error(`The report was ${outcome.status}.`);
  const reports = await getDocs(collection(register.staff(0).db, collections.reports));
  const id = reports.docs.find((doc) => doc.get('reason') === report.reason)?.id;
  if (!id) throw new Error('The report was not filed.');
  return id;
}

/** The certificate's PDF as the browser renders it, rendered in Node. */
export async function renderInNode(certificate: PdfCertificate): Promise<Uint8Array> {
  return renderCertificatePdf(certificate, await readPdfFonts());
}

/** The rendered PDF followed by filler to 400 KB: what the rules hash costs at that size. */
export async function fourHundredKilobytePdf(certificate: PdfCertificate): Promise<Uint8Array> {
  const rendered = await renderInNode(certificate);
  const padded = new Uint8Array(PDF_BYTES_LIMIT);
  padded.set(rendered);
  padded.fill(0x20, rendered.length);
  return padded;
}
