import type { ReviewStep } from '@/domain/plans/review-step';

/** The two queues of the Verification Review screen, by the record's `status`. */
export type ReviewStatus = 'failed' | 'suspicious';

export const reviewStatuses: readonly ReviewStatus[] = ['failed', 'suspicious'];

/** The screen's tabs: the two queues of attempts, and visitors' reports. */
export type ReviewTab = ReviewStatus | 'reports';

/**
 * The review steps, in the plan's words (src/domain/plans/review-step.ts): 'flag' (Flag
 * Suspicious), 'investigate' (Mark Under Investigation) and 'close' (Mark Investigated, which
 * takes the attempt off the queue).
 */
export type ReviewStepKind = ReviewStep['kind'];

/** A failed or suspicious verification attempt, as the review screen shows it. */
export type VerificationAttempt = {
  id: string;
  status: ReviewStatus;
  certificateNumber: string | null;
  studentNumber: string | null;
  /** As the visitor typed them, tidied and lower-cased by the verification page. */
  firstName: string;
  surname: string;
  /** Null only for a record whose time is missing or unreadable. */
  attemptedAt: Date | null;
  ipAddress: string;
  userAgent: string;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  investigationNote: string | null;
  investigatedBy: string | null;
  investigatedAt: Date | null;
  isUnderInvestigation: boolean;
  /** The event that recorded its latest review step; null before the first. */
  lastEventId: string | null;
  /**
   * The employer whose batch check filed it (a row that matched nothing), as its verifier account
   * names it; null for a visitor's check on the public page.
   */
  organisation: string | null;
};

/**
 * Where the next page of a queue starts. Opaque outside api/: only the list query that made it
 * can read it.
 */
declare const cursorBrand: unique symbol;
export type AttemptCursor = { readonly [cursorBrand]: true };

export type AttemptPage = {
  attempts: VerificationAttempt[];
  /** Null when this page is the last. */
  next: AttemptCursor | null;
};

/** Attempts per page, as on the student list. */
export const ATTEMPTS_PAGE_SIZE = 50;

/** A visitor's report of a certificate they doubt, as the review screen shows it. */
export type VisitorReport = {
  id: string;
  certificateNumber: string;
  reason: string;
  /** An address to reach the visitor by, or ''. */
  contact: string;
  reportedAt: Date | null;
  isUnderInvestigation: boolean;
  investigationNote: string | null;
  investigatedBy: string | null;
  investigatedAt: Date | null;
  lastEventId: string | null;
};

/** Where the next page of reports starts: opaque outside api/. */
declare const reportCursorBrand: unique symbol;
export type ReportCursor = { readonly [reportCursorBrand]: true };

export type ReportPage = { reports: VisitorReport[]; next: ReportCursor | null };

/** Reports on a page of the queue. */
export const REPORTS_PAGE_SIZE = 20;
