import type { VerificationAttempt } from '../types';

/** The name as the visitor typed it (stored lower-cased), or a note that none was given. */
export function attemptName(attempt: Pick<VerificationAttempt, 'firstName' | 'surname'>): string {
  return `${attempt.firstName} ${attempt.surname}`.trim() || 'No name given';
}

/** The number the visitor checked: the certificate number if given, else the student number. */
export function attemptReference(
  attempt: Pick<VerificationAttempt, 'certificateNumber' | 'studentNumber'>,
): string {
  if (attempt.certificateNumber) return `Certificate ${attempt.certificateNumber}`;
  if (attempt.studentNumber) return `Student ${attempt.studentNumber}`;
  return 'No ID provided';
}

/**
 * Where the attempt came from: an employer's batch check, by its organisation, or the public
 * verification page.
 */
export function attemptSource(attempt: Pick<VerificationAttempt, 'organisation'>): string {
  return attempt.organisation
    ? `From a batch check by ${attempt.organisation}`
    : 'From the public verification page';
}

export type SuspiciousLabel = 'Flagged as Suspicious' | 'Under Investigation';

/** A suspicious record is labelled by how far its review has gone. */
export function suspiciousLabel(
  attempt: Pick<VerificationAttempt, 'status' | 'isUnderInvestigation'>,
): SuspiciousLabel | null {
  if (attempt.status !== 'suspicious') return null;
  return attempt.isUnderInvestigation ? 'Under Investigation' : 'Flagged as Suspicious';
}
