import { tidyName, type Certificate, type CertificateRecord } from '@/domain/certificate';
import { CERTIFICATE_NUMBER_PATTERN, STUDENT_NUMBER_PATTERN } from '@/domain/certificate-numbers';
import { normaliseNumber } from '@/domain/verification-index';

/** What the Edit Student Details dialog lets staff change (SPEC §2 'Student List'). */
export type StudentDetailsEdit = Pick<
  Certificate,
  | 'studentNumber'
  | 'firstName'
  | 'surname'
  | 'courseName'
  | 'certificateNumber'
  | 'awardedDate'
  | 'centreNumber'
>;

export type StudentDetailsField = keyof StudentDetailsEdit;

/** The fields an edit writes: the ones above and the two names derived from them. */
export const editableKeys = [
  'studentNumber',
  'firstName',
  'surname',
  'fullName',
  'surnameLower',
  'courseName',
  'certificateNumber',
  'awardedDate',
  'centreNumber',
] as const satisfies readonly (keyof CertificateRecord)[];

/** The dialog's fields as they appear (the two numbers, then the learner, then the award), so
 * the first in error can take focus. */
export const detailsFieldOrder: readonly StudentDetailsField[] = [
  'studentNumber',
  'certificateNumber',
  'firstName',
  'surname',
  'courseName',
  'awardedDate',
  'centreNumber',
];

export function editableDetailsOf(certificate: Certificate): StudentDetailsEdit {
  return Object.fromEntries(
    detailsFieldOrder.map((field) => [field, certificate[field]]),
  ) as StudentDetailsEdit;
}

export type DetailsErrors = Partial<Record<StudentDetailsField, string>>;

const CENTRE_NUMBER_PATTERN = /^[A-Za-z0-9]{1,16}$/;

/**
 * Problems to fix before saving. A number is checked against today's format only when it is
 * changed: records imported from the old system keep the numbers they were issued with.
 */
export function validateStudentDetails(
  edit: StudentDetailsEdit,
  original: StudentDetailsEdit,
): DetailsErrors {
  const errors: DetailsErrors = {};
  const changed = (field: 'certificateNumber' | 'studentNumber') =>
    normaliseNumber(edit[field]) !== normaliseNumber(original[field]);

  const certificateNumber = normaliseNumber(edit.certificateNumber);
  if (certificateNumber === '') errors.certificateNumber = 'Enter the certificate number.';
  else if (changed('certificateNumber') && !CERTIFICATE_NUMBER_PATTERN.test(certificateNumber)) {
    errors.certificateNumber =
      'Enter a certificate number in the format 0865, the two-digit award year and three digits, for example 086525417.';
  }

  const studentNumber = normaliseNumber(edit.studentNumber);
  if (studentNumber === '') errors.studentNumber = 'Enter the student number.';
  else if (changed('studentNumber') && !STUDENT_NUMBER_PATTERN.test(studentNumber)) {
    errors.studentNumber =
      'Enter a student number in the format Q, the two-digit birth year, the two-digit award year and three digits, for example Q8825533.';
  }

  if (tidyName(edit.firstName) === '') errors.firstName = "Enter the learner's first name.";
  if (tidyName(edit.surname) === '') errors.surname = "Enter the learner's surname.";
  if (edit.courseName.trim().length > 200) {
    errors.courseName = 'Course names are at most 200 characters.';
  }
  const centreNumber = edit.centreNumber.trim();
  if (centreNumber !== original.centreNumber.trim() && !CENTRE_NUMBER_PATTERN.test(centreNumber)) {
    errors.centreNumber = 'Enter the centre number: letters and digits only, up to 16.';
  }
  return errors;
}
