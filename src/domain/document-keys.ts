import { detailFields } from './audit';

/**
 * The keys of each stored document, stated once. The planners and builders in this folder write
 * exactly these (their tests say so), and firestore.rules holds every write to them (its
 * certificateKeys(), indexEntryKeys() and the rest; scripts/lib/rules-agreement.test.ts compares
 * the two).
 */

/** A certificate as added: what staff typed, what is derived from it, and who added it. */
export const CERTIFICATE_KEYS = [
  ...detailFields,
  'fullName',
  'surnameLower',
  'needsReview',
  'reviewStatus',
  'reviewedBy',
  'reviewedAt',
  'indexKeys',
  'createdAt',
  'createdBy',
  'createdByUid',
  'lastEventId',
] as const;

/** What every change of a certificate sets besides its own fields: who, when, and its event. */
export const BOOKKEEPING_KEYS = ['updatedAt', 'updatedBy', 'updatedByUid', 'lastEventId'] as const;

/** A verification index entry: what the public check shows of a certificate. */
export const INDEX_ENTRY_KEYS = [
  'certificateId',
  'qualification',
  'learner',
  'awardedDate',
  'certificateNumber',
  'centreNumber',
  'status',
  'statusChangedAt',
] as const;

/**
 * Every audit event; a certificate's adds `certificateId` and `centreNumber` (and a request's
 * `reason`), an attempt's `attemptId`, a centre's `centreNumber`.
 */
export const EVENT_KEYS = [
  'at',
  'actorUid',
  'actorEmail',
  'action',
  'entity',
  'subject',
  'changes',
  'prevEventId',
] as const;

/** A failed verification attempt, as the public page files it and staff review it. */
export const FAILED_VERIFICATION_KEYS = [
  'certificateNumber',
  'studentNumber',
  'firstName',
  'surname',
  'attemptedAt',
  'ipAddress',
  'userAgent',
  'status',
  'reviewedBy',
  'reviewedAt',
  'reviewNote',
  'investigationNote',
  'investigatedBy',
  'investigatedAt',
  'isUnderInvestigation',
] as const;

/** A visitor's count of public checks. */
export const QUOTA_KEYS = [
  'windowStart',
  'count',
  'lastCheckId',
  'lastKeys',
  'lastAt',
  'expiresAt',
] as const;

/** The record of a CSV import, kept while it runs and after. */
export const IMPORT_KEYS = [
  'fileName',
  'rowCount',
  'centreNumber',
  'done',
  'failed',
  'status',
  'startedBy',
  'startedByUid',
  'startedAt',
  'updatedBy',
  'updatedByUid',
  'updatedAt',
] as const;

/** An approved training centre, as an admin approves it on the Centres screen. */
export const CENTRE_KEYS = [
  'name',
  'nameLower',
  'status',
  'approvedAt',
  'approvedBy',
  'approvedByUid',
  'lastEventId',
] as const;

/** A staff directory entry: its address, role (and centre), who added it, when, and its event. */
export const STAFF_ENTRY_KEYS = [
  'email',
  'addedBy',
  'role',
  'centreNumber',
  'addedAt',
  'accessEventId',
] as const;

/** The centres' figures, as an admin's browser counted them: when, by whom, each centre's. */
export const SNAPSHOT_KEYS = ['computedAt', 'computedBy', 'computedByUid', 'centres'] as const;

/** An invitation to the staff, kept under the address invited until it is accepted or withdrawn. */
export const INVITATION_KEYS = [
  'role',
  'centreNumber',
  'invitedBy',
  'invitedByUid',
  'invitedAt',
  'expiresAt',
  'codeHash',
  'lastEventId',
] as const;

/**
 * A learner's hold on their address (`learners/{email}`, docs/decisions/031-learners.md): the
 * account that signed in with it by its link, and when that session began.
 */
export const LEARNER_KEYS = ['uid', 'signedInAt', 'claimedAt'] as const;

/** A share code a learner made for one certificate (`shares/{SHA-256 of the code}`). */
export const SHARE_KEYS = [
  'certificateId',
  'ownerUid',
  'indexKey',
  'surnameKey',
  'createdAt',
  'expiresAt',
  'revokedAt',
  'views',
  'lastViewAt',
] as const;

/** A view of a share: a logged check naming the share's id and the surname typed, as a key. */
export const SHARE_VIEW_CHECK_KEYS = ['uid', 'keys', 'at', 'expiresAt', 'surnameKey'] as const;

/** A learner's request to their centre about one of their certificates. */
export const LEARNER_REQUEST_KEYS = [
  'certificateId',
  'centreNumber',
  'kind',
  'text',
  'ownerUid',
  'email',
  'status',
  'at',
  'lastEventId',
] as const;
/** What an invitation to a verifier adds to an invitation's keys: whose it is, and how much. */
export const VERIFIER_INVITATION_KEYS = ['organisation', 'dailyAllowance'] as const;

/** A verifier account: an employer's, made by accepting an invitation, steered by admins. */
export const VERIFIER_KEYS = [
  'organisation',
  'email',
  'dailyAllowance',
  'status',
  'addedBy',
  'addedAt',
  'accessEventId',
  'lastEventId',
] as const;

/** A verifier's count of rows checked in its day. */
export const BATCH_QUOTA_KEYS = [
  'windowStart',
  'rows',
  'lastBatchId',
  'lastAt',
  'expiresAt',
] as const;

/** A batch of up to 100 rows of a verifier's run: the index keys it will read. */
export const BATCH_CHECK_KEYS = [
  'uid',
  'organisation',
  'keys',
  'basisConfirmed',
  'receiptId',
  'firstRow',
  'at',
  'expiresAt',
] as const;

/** A receipt: who checked (an organisation, or none for a visitor), when, and how many rows. */
export const RECEIPT_KEYS = ['organisation', 'uid', 'at', 'rowCount'] as const;

/**
 * One row's result on a receipt: what the index said of its key at that moment, and the account
 * that kept it (by which its verifier lists a run's results again).
 */
export const CHECK_RESULT_KEYS = [
  'found',
  'status',
  'statusChangedAt',
  'at',
  'batchId',
  'row',
  'receiptId',
  'uid',
] as const;

/** A request for a verifier account, filed from the public page under the visitor's check. */
export const VERIFIER_REQUEST_KEYS = [
  'organisation',
  'name',
  'email',
  'message',
  'requestedAt',
] as const;

/** The centres' risk figures, as an admin's browser counted them: when, by whom, the days, each centre's. */
export const RISK_SNAPSHOT_KEYS = [
  'computedAt',
  'computedBy',
  'computedByUid',
  'lastDay',
  'baselineDay',
  'centres',
] as const;

/** A visitor's report of a certificate they doubt, as the public page files it and admins review it. */
export const REPORT_KEYS = [
  'certificateNumber',
  'reason',
  'contact',
  'reportedAt',
  'status',
  'investigationNote',
  'investigatedBy',
  'investigatedAt',
] as const;

/** What the step that issues a certificate's PDF sets on it: the version and its fingerprint. */
export const PDF_STEP_KEYS = ['pdfVersion', 'pdfFingerprint'] as const;

/** A certificate's issued PDF, stored once and never changed: `certificatePdfs/<id>_v<n>`. */
export const CERTIFICATE_PDF_KEYS = [
  'certificateId',
  'version',
  'bytes',
  'fingerprint',
  'centreNumber',
  'issuedAt',
  'issuedBy',
  'issuedByUid',
] as const;

/**
 * What the public check learns from a PDF's fingerprint (`pdfFingerprints/<sha256>`): which
 * certificate and version, when it was issued, and the index key of its certificate number, whose
 * entry says its status today.
 */
export const PDF_FINGERPRINT_KEYS = [
  'certificateId',
  'version',
  'issuedAt',
  'centreNumber',
  'indexKey',
] as const;
