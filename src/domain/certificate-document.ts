import {
  fullNameOf,
  reviewStateFor,
  type Certificate,
  type CertificateDetails,
} from './certificate';
import { pendingStatusFrom, statusFrom, statusReasonFrom } from './certificate-status';
import { dateFrom, textFrom } from './stored-values';
import { normaliseName } from './verification-index';

/**
 * The one reading of a stored certificate document, shared by the app (through the converter
 * in lib/) and the scripts (the backfill): whatever wrote the document (this app, a script, the
 * old system's import), both see the same certificate. Lenient by design, since imported records
 * hold numbers as numbers, dates as timestamps and may lack the derived fields:
 * - a text field holds text; a number is read as its digits (centre 87583 is '87583'); anything
 *   else is empty;
 * - an awarded date stored as a timestamp is the calendar day it falls on in the UK, where the
 *   organisation awards (midnight BST on 14 June is 13 June 23:00 UTC, and still 14 June);
 * - a timestamp field holds a Timestamp of any Firebase SDK (or a Date); anything else counts as
 *   missing, and a missing createdAt is "now", as the backfill then records it.
 */

// Made on first use: making it loads the time zone data, tens of milliseconds of a phone's main
// thread that the public check, which reads only dates from this module, need not spend.
let ukCalendarDay: Intl.DateTimeFormat | undefined;

/** yyyy-mm-dd of the day an instant falls on in the UK. */
export function ukDay(instant: Date): string {
  ukCalendarDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(
    ukCalendarDay.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function awardedDateFrom(value: unknown): string {
  const date = typeof value === 'string' ? null : dateFrom(value);
  return date ? ukDay(date) : textFrom(value);
}

/** What staff typed for a certificate, as stored. */
export function certificateDetailsFromData(
  data: Record<string, unknown>,
): CertificateDetails & { learnerEmail: string } {
  return {
    certificateNumber: textFrom(data.certificateNumber),
    studentNumber: textFrom(data.studentNumber),
    firstName: textFrom(data.firstName),
    surname: textFrom(data.surname),
    courseName: textFrom(data.courseName),
    awardedDate: awardedDateFrom(data.awardedDate),
    birthYear: textFrom(data.birthYear),
    centreNumber: textFrom(data.centreNumber),
    learnerEmail: textFrom(data.learnerEmail),
  };
}

/** The text of a field that names someone or something, or null when it holds none. */
function nameOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * A stored certificate as the app uses it. Fields derived from the others (full name, the
 * surname for search, the review state) are filled in, when a record lacks them, the way the
 * add screen would have written them.
 */
export function certificateFromData(
  id: string,
  data: Record<string, unknown>,
  now: Date = new Date(),
): Certificate {
  const details = certificateDetailsFromData(data);
  const derivedReview = reviewStateFor(details);
  return {
    id,
    ...details,
    fullName: textFrom(data.fullName) || fullNameOf(details.firstName, details.surname),
    surnameLower: textFrom(data.surnameLower) || normaliseName(details.surname),
    needsReview:
      typeof data.needsReview === 'boolean' ? data.needsReview : derivedReview.needsReview,
    reviewStatus:
      data.reviewStatus === 'pending' || data.reviewStatus === 'approved'
        ? data.reviewStatus
        : derivedReview.reviewStatus,
    reviewedBy: nameOrNull(data.reviewedBy),
    reviewedAt: null,
    indexKeys: Array.isArray(data.indexKeys)
      ? data.indexKeys.filter((key): key is string => typeof key === 'string')
      : [],
    createdAt: dateFrom(data.createdAt) ?? now,
    createdBy: nameOrNull(data.createdBy),
    updatedAt: dateFrom(data.updatedAt),
    updatedBy: nameOrNull(data.updatedBy),
    lastEventId: nameOrNull(data.lastEventId),
    status: statusFrom(data.status),
    statusReason: statusReasonFrom(data.statusReason),
    statusChangedAt: dateFrom(data.statusChangedAt),
    pendingStatus: pendingStatusFrom(data.pendingStatus),
    replaces: nameOrNull(data.replaces),
    replacedBy: nameOrNull(data.replacedBy),
  };
}

/** Whether a stored createdAt is missing or unreadable, so the record has no place by age. */
export function lacksCreatedAt(data: Record<string, unknown>): boolean {
  return dateFrom(data.createdAt) === null;
}
