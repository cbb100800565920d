import type { Certificate } from '../certificate';
import { normaliseNumber } from '../verification-index';
import type { IndexedCertificateRecord } from './add-certificate';

/**
 * An edit of a certificate's details in Edit Student Details, saved in parts: the details, then
 * each changed number on its own, since the rules take a number's change alone
 * (docs/decisions/024-rules-budget.md). Each part is read, planned and committed on its own.
 */

/** What the Edit Student Details dialog lets staff change. */
export type StudentDetailsEdit = Pick<
  Certificate,
  | 'studentNumber'
  | 'firstName'
  | 'surname'
  | 'courseName'
  | 'certificateNumber'
  | 'awardedDate'
  | 'centreNumber'
> & {
  /** The learner's own address (src/domain/learner-email.ts); left as stored when not given. */
  learnerEmail?: string;
};

/**
 * The fields an edit of the details writes: the ones above but the numbers, the two names derived
 * from them, the learner's address and the keys of the index entries that follow the names.
 */
export const detailKeys = [
  'firstName',
  'surname',
  'fullName',
  'surnameLower',
  'courseName',
  'awardedDate',
  'centreNumber',
  'learnerEmail',
  'indexKeys',
] as const satisfies readonly (keyof IndexedCertificateRecord)[];

/** Every field an edit writes: the details, and each number, which moves on its own. */
export const editableKeys = [
  'certificateNumber',
  'studentNumber',
  ...detailKeys,
] as const satisfies readonly (keyof IndexedCertificateRecord)[];

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

/** A change of the certificate itself is refused now; the message says why. */
export class CertificateLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CertificateLockedError';
  }
}
