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

/** A learner's e-mail address on a certificate (the longest an address may be). */
export const LEARNER_EMAIL_LIMIT = 254;

/** How long a share code may last at most (the app offers up to 365 days; a day for clocks). */
export const SHARE_MAX_DAYS = 366;

/** A learner's request to their centre: at most this many characters of text. */
export const LEARNER_REQUEST_TEXT_LIMIT = 1000;
/**
 * Employers' verifier accounts and batch checks (docs/decisions/030-verifier-batch-checks.md).
 * The rules state each again (scripts/lib/rules-agreement.test.ts).
 */

/** The rows a verifier may check in a day: an admin sets it between these. */
export const DAILY_ALLOWANCE_MIN = 50;
export const DAILY_ALLOWANCE_MAX = 5000;

/** An organisation's name, on a verifier account, an invitation and an account request. */
export const ORGANISATION_LIMIT = 200;

/** An e-mail address typed on the request for an account. */
export const EMAIL_LIMIT = 254;

/** The message sent with a request for a verifier account. */
export const REQUEST_MESSAGE_LIMIT = 1000;

/** Candidates in one batch check (one CSV file, one receipt). */
export const BATCH_ROW_LIMIT = 1000;

/** Index keys one batch document names: a run of 1,000 rows is ten of them. */
export const BATCH_KEY_LIMIT = 100;

/** How long after a batch is logged its keys may be read, and its results and misses filed. */
export const BATCH_READ_MINUTES = 10;

/** A verifier's rows are counted in windows of a day from the first. */
export const BATCH_WINDOW_MINUTES = 24 * 60;

/** Batch records are kept this long (the verifier's history); a TTL policy deletes them after. */
export const BATCH_RETENTION_DAYS = 90;

/** A verifier's count of rows is kept this long after its latest batch, past its window. */
export const BATCH_QUOTA_RETENTION_DAYS = 2;
/** What a visitor says makes them doubt a certificate they report. */
export const REPORT_REASON_LIMIT = 1000;

/** The contact address a visitor may leave with a report (an e-mail address's longest). */
export const REPORT_CONTACT_LIMIT = 254;

/** A stored certificate PDF, in bytes: well under a Firestore document's 1 MiB. */
export const PDF_BYTES_LIMIT = 400_000;

/** A file offered to "Check a PDF you were sent": anything larger is refused unread. */
export const CHECKED_PDF_LIMIT = 10 * 1024 * 1024;
