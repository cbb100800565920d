import {
  fullNameOf,
  reviewStateFor,
  tidyName,
  type CertificateDetails,
  type CertificateRecord,
} from './certificate';
import type { CertificateStatus } from './certificate-status';
import { normaliseLearnerEmail } from './learner-email';

/**
 * The public face of a certificate (docs/decisions/004-security-model.md and 023): a visitor who
 * already knows a number and the learner's names can derive a key and read one document; nobody
 * can list the index or learn anything they did not already hold.
 */

export type NumberKind = 'certificate' | 'student';

/**
 * The only fields a visitor ever sees. No student number, no birth year, and of the status only
 * what it is and since when, never why. `Time` is how the reader or writer holds a time: a Date
 * once read; when written, a stored timestamp, or the server's time of the commit.
 */
export type VerificationIndexEntry<Time = unknown> = {
  certificateId: string;
  qualification: string;
  learner: string;
  awardedDate: string;
  certificateNumber: string;
  centreNumber: string;
  status: CertificateStatus;
  statusChangedAt: Time | null;
};

/** A certificate's status as its index entries show it. */
export type IndexedStatus = Pick<VerificationIndexEntry, 'status' | 'statusChangedAt'>;

/** A certificate that has never changed status. */
export const VALID: IndexedStatus = { status: 'valid', statusChangedAt: null };

export type RegistryEntry = { certificateId: string };

/** Numbers are compared trimmed, without inner spaces, in upper case. */
export function normaliseNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Names are compared in NFC, trimmed, with inner white space collapsed, in lower case. */
export function normaliseName(value: string): string {
  return tidyName(value).toLowerCase();
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The index key: lowercase hex SHA-256 of a JSON array, so no name can collide with another by
 * containing a separator. Web Crypto is available in browsers (secure contexts) and in Node.
 */
export async function verificationKey(
  kind: NumberKind,
  number: string,
  firstName: string,
  surname: string,
): Promise<string> {
  const material = JSON.stringify([
    'v1',
    kind,
    normaliseNumber(number),
    normaliseName(firstName),
    normaliseName(surname),
  ]);
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(material),
  );
  return toHex(digest);
}

/** The certificate as stored: numbers normalised, names tidied, derived fields filled in. */
export function certificateRecordFor(details: CertificateDetails): CertificateRecord {
  const record = {
    certificateNumber: normaliseNumber(details.certificateNumber),
    studentNumber: normaliseNumber(details.studentNumber),
    firstName: tidyName(details.firstName),
    surname: tidyName(details.surname),
    courseName: details.courseName.trim(),
    awardedDate: details.awardedDate.trim(),
    birthYear: details.birthYear.trim(),
    centreNumber: details.centreNumber.trim(),
    learnerEmail: normaliseLearnerEmail(details.learnerEmail),
  };
  return {
    ...record,
    fullName: fullNameOf(record.firstName, record.surname),
    surnameLower: normaliseName(record.surname),
    ...reviewStateFor(record),
    reviewedBy: null,
    reviewedAt: null,
  };
}

/**
 * A certificate's index entry: its public fields exactly as the certificate holds them (the rules
 * compare them with the stored record, so nothing is re-derived), showing `status`.
 */
export function indexEntryOf(
  certificateId: string,
  certificate: Readonly<Record<string, unknown>>,
  status: IndexedStatus,
): VerificationIndexEntry {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    certificateId,
    qualification: text(certificate.courseName),
    learner: text(certificate.fullName),
    awardedDate: text(certificate.awardedDate),
    certificateNumber: text(certificate.certificateNumber),
    centreNumber: text(certificate.centreNumber),
    status: status.status,
    statusChangedAt: status.statusChangedAt,
  };
}
