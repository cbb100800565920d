/**
 * The register's limits, each stated once here and used by the forms, the import, the public
 * check, the invitations and the tests. firestore.rules enforces the same figures (a rules file cannot import
 * them); scripts/lib/rules-agreement.test.ts reads them out of the rules and compares.
 */

/** A learner's first name or surname, typed by staff or by a visitor checking a certificate. */
export const NAME_LIMIT = 100;

export const COURSE_NAME_LIMIT = 200;

/** A centre number: letters and digits, at most this many. */
export const CENTRE_NUMBER_LIMIT = 16;

/** The note kept with a suspension, withdrawal or replacement. */
export const STATUS_NOTE_LIMIT = 500;

/** The note a reviewer keeps on a failed verification attempt. */
export const REVIEW_NOTE_LIMIT = 2000;

/** A failed-attempt record keeps at most this much of the browser's user agent string. */
export const USER_AGENT_LIMIT = 512;

/** Certificates in one CSV import; the import screen says so before a file is chosen. */
export const IMPORT_ROW_LIMIT = 5000;

/** The imported file's name as the import record keeps it. */
export const IMPORT_FILE_NAME_LIMIT = 200;

/** Public checks a visitor (or a centre's staff member) may make in one window. */
export const CHECKS_PER_HOUR = 20;

/** A visitor's checks are counted in windows of this long from the first. */
export const CHECK_WINDOW_MINUTES = 60;

/** How long after a check its index keys may be read, and a failed attempt filed under it. */
export const CHECK_READ_MINUTES = 2;

/** Check records are kept this long for the staff's review; a TTL policy deletes them after. */
export const CHECK_RETENTION_DAYS = 90;

/** A visitor's quota is kept this long after their latest check, long after its window. */
export const QUOTA_RETENTION_DAYS = 1;

/** How long an invitation to the staff may be accepted. */
export const INVITATION_DAYS = 7;

/** A stored certificate PDF, in bytes: well under a Firestore document's 1 MiB. */
export const PDF_BYTES_LIMIT = 400_000;

/** A file offered to "Check a PDF you were sent": anything larger is refused unread. */
export const CHECKED_PDF_LIMIT = 10 * 1024 * 1024;
