import {
  DEFAULT_CENTRE_NUMBER,
  tidyName,
  type Certificate,
  type CertificateDetails,
} from '@/domain/certificate';
import { numberFormatError } from '@/domain/certificate-numbers';
import { isIsoDay } from '@/domain/iso-day';
import { learnerEmailError, normaliseLearnerEmail } from '@/domain/learner-email';
import { normaliseNumber } from '@/domain/verification-index';

/** The Add Certificate form's fields as typed; the numbers are held with their own state. */
export type LearnerFields = Pick<
  CertificateDetails,
  'firstName' | 'surname' | 'courseName' | 'awardedDate' | 'birthYear'
> & { learnerEmail: string };

export const emptyLearnerFields: LearnerFields = {
  firstName: '',
  surname: '',
  courseName: '',
  awardedDate: '',
  birthYear: '',
  learnerEmail: '',
};

/**
 * The form filled from a certificate being replaced. An awarded date kept as text from the old
 * system is left for staff to choose, since the calendar takes only a real date.
 */
export function learnerFieldsOf(certificate: Certificate): LearnerFields {
  return {
    firstName: certificate.firstName,
    surname: certificate.surname,
    courseName: certificate.courseName,
    awardedDate: isIsoDay(certificate.awardedDate) ? certificate.awardedDate : '',
    birthYear: certificate.birthYear,
    learnerEmail: certificate.learnerEmail,
  };
}

type CertificateField = keyof CertificateDetails;
export type FieldErrors = Partial<Record<CertificateField, string>>;

/** The order fields appear in, so the first one in error can take focus. */
export const fieldOrder: readonly CertificateField[] = [
  'certificateNumber',
  'studentNumber',
  'firstName',
  'surname',
  'courseName',
  'awardedDate',
  'birthYear',
  'learnerEmail',
  'centreNumber',
];

/** Birth Year takes digits only, at most two: whatever is typed or pasted is cut down to that. */
export function birthYearInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 2);
}

/** Every problem with the form as it stands; an empty object when it can be saved. */
export function validateCertificateForm(details: CertificateDetails): FieldErrors {
  const errors: FieldErrors = {};
  const required = {
    certificateNumber: 'Enter the certificate number.',
    studentNumber: 'Enter the student number.',
    firstName: "Enter the learner's first name.",
    surname: "Enter the learner's surname.",
  } as const;
  for (const field of Object.keys(required) as (keyof typeof required)[]) {
    if (details[field].trim() === '') errors[field] = required[field];
  }
  for (const field of ['certificateNumber', 'studentNumber'] as const) {
    const problem = numberFormatError(field, details[field]);
    if (problem) errors[field] = problem;
  }
  if (details.birthYear !== '' && !/^\d{2}$/.test(details.birthYear)) {
    errors.birthYear = 'Enter the birth year as two digits, for example 92 for 1992.';
  }
  const emailProblem = learnerEmailError(details.learnerEmail ?? '');
  if (emailProblem) errors.learnerEmail = emailProblem;
  return errors;
}

/** The details to save: names and course tidied as the register stores them. */
export function certificateDetailsFrom(
  numbers: { certificateNumber: string; studentNumber: string },
  fields: LearnerFields,
  centreNumber: string = DEFAULT_CENTRE_NUMBER,
): CertificateDetails {
  return {
    certificateNumber: normaliseNumber(numbers.certificateNumber),
    studentNumber: normaliseNumber(numbers.studentNumber),
    firstName: tidyName(fields.firstName),
    surname: tidyName(fields.surname),
    courseName: tidyName(fields.courseName),
    awardedDate: fields.awardedDate,
    birthYear: fields.birthYear,
    centreNumber,
    learnerEmail: normaliseLearnerEmail(fields.learnerEmail),
  };
}
