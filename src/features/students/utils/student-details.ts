import { isCentreNumber } from '@/domain/centres';
import { tidyName, type Certificate } from '@/domain/certificate';
import { numberFormatError } from '@/domain/certificate-numbers';
import { learnerEmailError } from '@/domain/learner-email';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import { normaliseNumber } from '@/domain/verification-index';

export type StudentDetailsField = keyof StudentDetailsEdit;

/** The dialog's fields as they appear (the two numbers, then the learner, then the award, then the
 * learner's address), so the first in error can take focus. */
export const detailsFieldOrder: readonly StudentDetailsField[] = [
  'studentNumber',
  'certificateNumber',
  'firstName',
  'surname',
  'courseName',
  'awardedDate',
  'centreNumber',
  'learnerEmail',
];

export function editableDetailsOf(certificate: Certificate): StudentDetailsEdit {
  return Object.fromEntries(
    detailsFieldOrder.map((field) => [field, certificate[field]]),
  ) as StudentDetailsEdit;
}

type DetailsErrors = Partial<Record<StudentDetailsField, string>>;

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
  else if (changed('certificateNumber')) {
    const problem = numberFormatError('certificateNumber', certificateNumber);
    if (problem) errors.certificateNumber = problem;
  }

  const studentNumber = normaliseNumber(edit.studentNumber);
  if (studentNumber === '') errors.studentNumber = 'Enter the student number.';
  else if (changed('studentNumber')) {
    const problem = numberFormatError('studentNumber', studentNumber);
    if (problem) errors.studentNumber = problem;
  }

  if (tidyName(edit.firstName) === '') errors.firstName = "Enter the learner's first name.";
  if (tidyName(edit.surname) === '') errors.surname = "Enter the learner's surname.";
  if (edit.courseName.trim().length > 200) {
    errors.courseName = 'Course names are at most 200 characters.';
  }
  const centreNumber = edit.centreNumber.trim();
  if (centreNumber !== original.centreNumber.trim() && !isCentreNumber(centreNumber)) {
    errors.centreNumber = 'Enter the centre number: letters and digits only, up to 16.';
  }
  const emailProblem = learnerEmailError(edit.learnerEmail ?? '');
  if (emailProblem) errors.learnerEmail = emailProblem;
  return errors;
}
