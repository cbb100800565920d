import type { StaffActor } from '../../../src/domain/staff';
import {
  failedAttemptFor,
  validateVerificationInput,
} from '../../../src/domain/verification-input';
import type { DemoCertificate } from './demo-certificates';
import { cycle, HOUR, officeHoursAfter } from './demo-random';

/**
 * Failed and suspicious verification attempts for the review screen: honest mistakes (a letter
 * missing from a name, two digits swapped), numbers that were never issued, and two that staff
 * flagged. Each is built by the same function the verification page uses, so the shape is the
 * one the rules accept.
 */

type ReviewFields =
  | 'status'
  | 'reviewedBy'
  | 'reviewedAt'
  | 'reviewNote'
  | 'investigationNote'
  | 'investigatedBy'
  | 'investigatedAt'
  | 'isUnderInvestigation';

/** A failedVerifications record (docs/product.md, Records) with real dates, before seeding. */
export type DemoVerificationAttempt = Omit<ReturnType<typeof failedAttemptFor>, ReviewFields> & {
  attemptedAt: Date;
  status: 'failed' | 'suspicious';
  reviewedBy: string | null;
  reviewedByUid?: string;
  reviewedAt: Date | null;
  reviewNote: string | null;
  investigationNote: string | null;
  investigatedBy: string | null;
  investigatedByUid?: string;
  investigatedAt: Date | null;
  isUnderInvestigation: boolean;
};

const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];

type Attempt = {
  certificateNumber?: string;
  studentNumber?: string;
  firstName: string;
  surname: string;
  hoursAgo: number;
  browser: number;
};

/** An attempt as the verification page would have stored it, with the page's normalisation. */
function failedAttempt(attempt: Attempt, now: Date): DemoVerificationAttempt {
  const validation = validateVerificationInput({
    certificateNumber: attempt.certificateNumber ?? '',
    studentNumber: attempt.studentNumber ?? '',
    firstName: attempt.firstName,
    surname: attempt.surname,
  });
  if (!validation.ok) throw new Error(`Invalid demo attempt: ${JSON.stringify(attempt)}`);
  return {
    ...failedAttemptFor(validation.query, cycle(browsers, attempt.browser)),
    attemptedAt: new Date(now.getTime() - attempt.hoursAgo * HOUR),
  };
}

export function demoVerificationAttempts(
  now: Date,
  certificates: readonly DemoCertificate[],
  reviewer: StaffActor,
): DemoVerificationAttempt[] {
  const pick = (index: number) => cycle(certificates, index).details;
  const misspelt = pick(3);
  const swapped = pick(11);
  const byStudent = pick(20);
  const targeted = pick(30);
  const issued = new Set(certificates.map(({ details }) => details.certificateNumber));
  // In the organisation's format, but never issued.
  const neverIssued = ['086523115', '086523116', '086523117'].find((number) => !issued.has(number));

  const failed: Attempt[] = [
    {
      certificateNumber: misspelt.certificateNumber,
      firstName: misspelt.firstName,
      surname: misspelt.surname.slice(0, 2) + misspelt.surname.slice(3),
      hoursAgo: 5,
      browser: 0,
    },
    {
      certificateNumber: swapped.certificateNumber.replace(/(\d)(\d)$/, '$2$1'),
      firstName: swapped.firstName,
      surname: swapped.surname,
      hoursAgo: 27,
      browser: 2,
    },
    {
      studentNumber: byStudent.studentNumber,
      firstName: byStudent.firstName,
      surname: 'Smith',
      hoursAgo: 52,
      browser: 1,
    },
    {
      certificateNumber: '086524031',
      firstName: 'Daniel',
      surname: 'Hughes',
      hoursAgo: 96,
      browser: 3,
    },
    {
      certificateNumber: '12345678',
      firstName: '  Jordan ',
      surname: 'PRICE',
      hoursAgo: 170,
      browser: 4,
    },
    { studentNumber: 'Q9921447', firstName: 'Leah', surname: 'Morgan', hoursAgo: 260, browser: 0 },
  ];

  const flagged = failedAttempt(
    {
      certificateNumber: targeted.certificateNumber,
      firstName: 'Kieran',
      surname: targeted.surname,
      hoursAgo: 75,
      browser: 4,
    },
    now,
  );
  const investigated = failedAttempt(
    {
      certificateNumber: neverIssued ?? '086523118',
      firstName: 'Natalie',
      surname: 'Cross',
      hoursAgo: 330,
      browser: 1,
    },
    now,
  );

  return [
    ...failed.map((attempt) => failedAttempt(attempt, now)),
    {
      ...flagged,
      status: 'suspicious',
      reviewedBy: reviewer.email,
      reviewedByUid: reviewer.uid,
      reviewedAt: officeHoursAfter(flagged.attemptedAt, 1, 10),
      reviewNote:
        'Real certificate number tried with a different first name three times in ten minutes. The centre has been asked whether anyone has enquired about this learner.',
    },
    {
      ...investigated,
      status: 'suspicious',
      reviewedBy: reviewer.email,
      reviewedByUid: reviewer.uid,
      reviewedAt: officeHoursAfter(investigated.attemptedAt, 1, 11),
      reviewNote:
        'Number follows our format but was never issued. It matches a certificate an employer emailed us a scan of; the scan looks altered.',
      investigationNote:
        'Employer called back: the scan came from a job applicant. Passed to the compliance team with the scan and this record.',
      investigatedBy: reviewer.email,
      investigatedByUid: reviewer.uid,
      investigatedAt: officeHoursAfter(investigated.attemptedAt, 2, 15),
      isUnderInvestigation: true,
    },
  ];
}
