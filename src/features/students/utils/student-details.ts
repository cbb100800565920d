import { tidyName, type Certificate } from '@/domain/certificate';
import { numberFormatError } from '@/domain/certificate-numbers';
import { normaliseNumber, type IndexedCertificateRecord } from '@/domain/verification-index';

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

/**
 * The fields an edit writes: the ones above, the two names derived from them and the keys of the
 * index entries that follow the numbers and names.
 */
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
  'indexKeys',
] as const satisfies readonly (keyof IndexedCertificateRecord)[];

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
  if (centreNumber !== original.centreNumber.trim() && !CENTRE_NUMBER_PATTERN.test(centreNumber)) {
    errors.centreNumber = 'Enter the centre number: letters and digits only, up to 16.';
  }
  return errors;
}

/**
 * Why a certificate's details cannot be edited now, or null when they can. Withdrawn and
 * replaced certificates keep what they said; nothing changes while a withdrawal or replacement
 * waits for a second staff member's decision (docs/decisions/019-certificate-status.md).
 */
export function lockedReason(
  certificate: Pick<Certificate, 'status' | 'pendingStatus'>,
): string | null {
  if (certificate.status === 'withdrawn') {
    return 'This certificate has been withdrawn. Its record stays as it was when it was withdrawn.';
  }
  if (certificate.status === 'replaced') {
    return 'This certificate has been replaced. Its record stays as it was; correct the replacement instead.';
  }
  if (certificate.pendingStatus === 'withdrawn') {
    return 'A withdrawal is waiting for a decision. Its details can be corrected once it is approved or rejected.';
  }
  if (certificate.pendingStatus === 'replaced') {
    return 'A replacement is waiting for a decision. Its details can be corrected once it is completed or rejected.';
  }
  return null;
}

/** The edit as it stands after one part of it is saved, from the record as stored then. */
export type EditStage = (stored: StudentDetailsEdit) => StudentDetailsEdit;

/** Whether a record has both numbers: one imported from the old system may have neither. */
function hasBothNumbers(stored: StudentDetailsEdit): boolean {
  return (
    normaliseNumber(stored.certificateNumber) !== '' && normaliseNumber(stored.studentNumber) !== ''
  );
}

/**
 * The parts an edit is saved in, in order (the rules take a number's change on its own,
 * docs/decisions/024-rules-budget.md): the details with the numbers as stored, then the
 * certificate number, then the student number. A record imported without both numbers takes them
 * first, with its details as stored, since its index keys need both. Each part changes what the
 * one before left, so a part with nothing to change writes nothing.
 */
export function editStages(edit: StudentDetailsEdit): EditStage[] {
  return [
    (stored) =>
      hasBothNumbers(stored)
        ? {
            ...edit,
            certificateNumber: stored.certificateNumber,
            studentNumber: stored.studentNumber,
          }
        : {
            ...stored,
            certificateNumber: edit.certificateNumber,
            studentNumber: edit.studentNumber,
          },
    (stored) => ({ ...edit, studentNumber: stored.studentNumber }),
    () => edit,
  ];
}
