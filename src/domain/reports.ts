import { REPORT_CONTACT_LIMIT, REPORT_REASON_LIMIT } from './limits';
import { normaliseNumber } from './verification-index';
import { VERIFICATION_LIMITS } from './verification-input';

/**
 * A visitor's report of a certificate they doubt (docs/decisions/032-fraud-signals.md): the
 * certificate number, what makes them doubt it and, if they like, an address to reach them.
 * Filed from the public check under a check of its own, counted in the visitor's quota like any
 * check; it reads nothing and tells the visitor nothing about the certificate.
 */

export type ReportInput = { certificateNumber: string; reason: string; contact: string };

export type ReportField = keyof ReportInput;

export const emptyReportInput: ReportInput = { certificateNumber: '', reason: '', contact: '' };

export type ReportErrors = Partial<Record<ReportField, string>>;

/** What is filed: the number as the check compares numbers, the words and address trimmed. */
export type Report = ReportInput;

export type ReportValidation = { ok: true; report: Report } | { ok: false; errors: ReportErrors };

/** The fields in the order the form shows them, so the first error can take focus. */
export const reportFieldOrder: readonly ReportField[] = ['certificateNumber', 'reason', 'contact'];

const NUMBER = /^[A-Z0-9]+$/;
/** Something at something: the rules hold an address to no more (firestore.rules, isReportContact). */
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

export function validateReportInput(input: ReportInput): ReportValidation {
  const errors: ReportErrors = {};
  const certificateNumber = normaliseNumber(input.certificateNumber);
  const reason = input.reason.trim();
  const contact = input.contact.trim();
  if (!certificateNumber) errors.certificateNumber = 'Enter the certificate number';
  else if (certificateNumber.length > VERIFICATION_LIMITS.number) {
    errors.certificateNumber = `Certificate number must be ${VERIFICATION_LIMITS.number} characters or fewer`;
  } else if (!NUMBER.test(certificateNumber)) {
    errors.certificateNumber = 'Certificate number can only contain letters and digits';
  }
  if (!reason) errors.reason = 'Say what makes you doubt the certificate';
  else if (reason.length > REPORT_REASON_LIMIT) {
    errors.reason = `Keep it to ${REPORT_REASON_LIMIT.toLocaleString('en-GB')} characters or fewer`;
  }
  if (contact.length > REPORT_CONTACT_LIMIT) {
    errors.contact = `The address must be ${REPORT_CONTACT_LIMIT} characters or fewer`;
  } else if (contact && !ADDRESS.test(contact)) {
    errors.contact = 'Enter an e-mail address, like name@example.com, or leave it empty';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, report: { certificateNumber, reason, contact } };
}

export function firstInvalidReportField(errors: ReportErrors): ReportField | undefined {
  return reportFieldOrder.find((field) => errors[field]);
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The one key a report's check names: the SHA-256 of ['v1', 'report', certificate number], as the
 * index keys are made (verificationKey) but of a kind no index entry has, so the check it counts
 * reads nothing. The rules hash the report's number the same way and compare.
 */
export async function reportKeyFor(certificateNumber: string): Promise<string> {
  const material = JSON.stringify(['v1', 'report', normaliseNumber(certificateNumber)]);
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(material),
  );
  return toHex(digest);
}

/** A report's standing: filed, then under investigation; closing removes it. */
export type ReportStatus = 'open' | 'investigating';

export const reportStatusLabels: Record<ReportStatus | 'closed', string> = {
  open: 'Open',
  investigating: 'Under Investigation',
  closed: 'Closed',
};

/**
 * A report as the visitor files it (docs/product.md, Records), less `reportedAt`, which the
 * database sets: exactly these keys, with every review field empty.
 */
export function filedReportFor(report: Report) {
  return {
    certificateNumber: report.certificateNumber,
    reason: report.reason,
    contact: report.contact,
    status: 'open',
    investigationNote: null,
    investigatedBy: null,
    investigatedAt: null,
  } as const;
}

/** A report as the history names it. */
export function reportSubject(report: { certificateNumber: string }): string {
  return `Report on ${report.certificateNumber}`;
}

/**
 * A delete carries no data, so the event that closes a report has an id derived from it: not
 * 'closed-', which an attempt filed under the same check would take.
 */
export function reportClosingEventId(reportId: string): string {
  return `report-closed-${reportId}`;
}
