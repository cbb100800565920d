import type { Certificate } from './certificate';
import type { CertificateStatus } from './certificate-status';
import { csvText } from './csv';
import { formatAwardedDate, formatLongDate } from './dates';
import { parseIsoDay } from './iso-day';

/**
 * A learner's own certificates, as /my-certificates shows them (docs/decisions/031-learners.md):
 * what each is, and where it stands in plain words, with what to do; and the learner's copy of
 * what the register holds about them, as a file.
 */

/** A certificate's standing as its learner reads it. */
export type LearnerStanding = {
  status: CertificateStatus;
  /** 'Valid', 'Under review: contact us', 'Withdrawn on …', 'Replaced on …: use your new certificate'. */
  words: string;
  /** Whether the learner may print it and share it as a certificate that stands. */
  stands: boolean;
};

export function learnerStanding(
  certificate: Pick<Certificate, 'status' | 'statusChangedAt'>,
): LearnerStanding {
  const since = formatLongDate(certificate.statusChangedAt, '');
  const on = since ? ` on ${since}` : '';
  switch (certificate.status) {
    case 'valid':
      return { status: 'valid', words: 'Valid', stands: true };
    case 'suspended':
      return { status: 'suspended', words: 'Under review: contact us', stands: false };
    case 'withdrawn':
      return { status: 'withdrawn', words: `Withdrawn${on}`, stands: false };
    case 'replaced':
      return {
        status: 'replaced',
        words: `Replaced${on}: use your new certificate`,
        stands: false,
      };
  }
}

/** The year and month of an award, for LinkedIn's form; null for a date that cannot be read. */
export function awardedYearMonth(awardedDate: string): { year: number; month: number } | null {
  const day = parseIsoDay(awardedDate.trim());
  if (day) return { year: day.getFullYear(), month: day.getMonth() + 1 };
  // The old system's dates in words: '14 March 2019'.
  const parsed = new Date(`${awardedDate.trim()} 12:00 UTC`);
  return /\d{4}/.test(awardedDate) && !Number.isNaN(parsed.getTime())
    ? { year: parsed.getUTCFullYear(), month: parsed.getUTCMonth() + 1 }
    : null;
}

/** What the register holds about the learner, one certificate at a time, for their own file. */
export type LearnerRecord = {
  certificateNumber: string;
  studentNumber: string;
  firstName: string;
  surname: string;
  qualification: string;
  awardedDate: string;
  birthYear: string;
  centreNumber: string;
  email: string;
  status: string;
  statusSince: string | null;
  recordedAt: string;
};

export function learnerRecordOf(certificate: Certificate): LearnerRecord {
  return {
    certificateNumber: certificate.certificateNumber,
    studentNumber: certificate.studentNumber,
    firstName: certificate.firstName,
    surname: certificate.surname,
    qualification: certificate.courseName,
    awardedDate: certificate.awardedDate,
    birthYear: certificate.birthYear,
    centreNumber: certificate.centreNumber,
    email: certificate.learnerEmail,
    status: learnerStanding(certificate).words,
    statusSince: certificate.statusChangedAt?.toISOString() ?? null,
    recordedAt: certificate.createdAt.toISOString(),
  };
}

const csvColumns: readonly [keyof LearnerRecord, string][] = [
  ['certificateNumber', 'Certificate Number'],
  ['studentNumber', 'Student Number'],
  ['firstName', 'First Name'],
  ['surname', 'Surname'],
  ['qualification', 'Qualification'],
  ['awardedDate', 'Awarded Date'],
  ['birthYear', 'Birth Year'],
  ['centreNumber', 'Centre Number'],
  ['email', 'E-mail'],
  ['status', 'Status'],
  ['statusSince', 'Status Since'],
  ['recordedAt', 'Recorded At'],
];

/** The learner's file as JSON: when it was made, and each record. */
export function learnerDataJson(certificates: readonly Certificate[], madeAt: Date): string {
  return `${JSON.stringify(
    { madeAt: madeAt.toISOString(), certificates: certificates.map(learnerRecordOf) },
    null,
    2,
  )}\n`;
}

/** The learner's file as CSV, a spreadsheet opening it safely (csv.ts). */
export function learnerDataCsv(certificates: readonly Certificate[]): string {
  return csvText([
    csvColumns.map(([, header]) => header),
    ...certificates.map((certificate) => {
      const record = learnerRecordOf(certificate);
      return csvColumns.map(([key]) => record[key]);
    }),
  ]);
}

/** '12 March 2025', or the old system's words, as the learner's list shows an award's date. */
export const learnerAwardedDate = formatAwardedDate;
