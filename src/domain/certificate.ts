import type { CertificateStatus, PendingStatus, StatusReason } from './certificate-status';

/** The default centre number of certificates recorded by this organisation. */
export const DEFAULT_CENTRE_NUMBER = '87583';

/** What staff type in to record a certificate, before anything is derived from it. */
export type CertificateDetails = {
  certificateNumber: string;
  studentNumber: string;
  firstName: string;
  surname: string;
  courseName: string;
  /** yyyy-mm-dd from the add form; older records may hold free text such as '12 March 2019'. */
  awardedDate: string;
  /** Two digits, or empty. */
  birthYear: string;
  centreNumber: string;
  /**
   * The learner's own e-mail address, which lets them sign in at /my-certificates: trimmed, in
   * lower case, '' when not given (src/domain/learner-email.ts). Optional here, as most callers
   * (the tests' learners, old imports) have none.
   */
  learnerEmail?: string;
};

export type ReviewStatus = 'pending' | 'approved';

/** The stored certificate document, less the timestamps the database sets itself. */
export type CertificateRecord = CertificateDetails & {
  learnerEmail: string;
  fullName: string;
  surnameLower: string;
  needsReview: boolean;
  reviewStatus: ReviewStatus;
  reviewedBy: string | null;
  reviewedAt: null;
};

/**
 * The keys of the certificate's two verification-index entries, certificate number's first. The
 * rules let an index entry exist only at a key its certificate lists (firestore.rules,
 * verificationIndex).
 */
export type IndexKeys = [certificateKey: string, studentKey: string];

/** A certificate as the app sees it once read: with its id and real dates. */
export type Certificate = CertificateRecord & {
  id: string;
  /** Empty for a record imported before certificates listed their keys. */
  indexKeys: string[];
  createdAt: Date;
  /** Who recorded it; null for records from before this was kept. */
  createdBy: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
  /** The latest event in its history; null for a record from before history was kept. */
  lastEventId: string | null;
  status: CertificateStatus;
  /** Why it is suspended, withdrawn or replaced; null while valid. */
  statusReason: StatusReason | null;
  statusChangedAt: Date | null;
  /** A withdrawal or replacement requested and waiting for a second staff member's decision. */
  pendingStatus: PendingStatus | null;
  /** The certificate this one replaces, and the one that replaced it. */
  replaces: string | null;
  replacedBy: string | null;
};

/**
 * Control and format characters: line breaks and tabs, but also the invisible ones that text
 * pasted from elsewhere carries (zero-width spaces, byte-order marks) and the bidirectional
 * overrides that make a name display as something other than what it says.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * Trims a name, collapses the white space inside it and drops invisible characters, keeping the
 * case as typed. The rules refuse a stored name that this would change.
 */
export function tidyName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** 'First Surname', from the tidied names. */
export function fullNameOf(firstName: string, surname: string): string {
  return `${tidyName(firstName)} ${tidyName(surname)}`.trim();
}

/**
 * A new certificate is approved unless one of the identifying fields (either number, either
 * name) is empty, in which case it waits for review.
 */
export function reviewStateFor(
  details: Pick<
    CertificateDetails,
    'certificateNumber' | 'studentNumber' | 'firstName' | 'surname'
  >,
): { needsReview: boolean; reviewStatus: ReviewStatus } {
  const incomplete = [
    details.certificateNumber,
    details.studentNumber,
    details.firstName,
    details.surname,
  ].some((value) => value.trim() === '');
  return incomplete
    ? { needsReview: true, reviewStatus: 'pending' }
    : { needsReview: false, reviewStatus: 'approved' };
}
