import { LEARNER_EMAIL_LIMIT } from './limits';

/**
 * The learner's own e-mail address on a certificate (`learnerEmail`): what lets the learner sign
 * in at /my-certificates and see their certificates (docs/decisions/031-learners.md). Optional:
 * '' (or, on a record from before it was kept, absent) when staff were not given one. Stored
 * trimmed and in lower case, as Firebase Auth puts the address in a token, so the rules can
 * compare the two as they are. Never in the public index entry.
 */

/**
 * The shape the rules accept (firestore.rules, isLearnerEmail), stated once more here and held
 * to it by scripts/lib/rules-agreement.test.ts: letters, digits and . _ % + - before the @, a
 * domain of at least two labels after it, lower case, at most LEARNER_EMAIL_LIMIT characters.
 */
export const LEARNER_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** The address as a certificate keeps it: trimmed and in lower case; '' for none. */
export function normaliseLearnerEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** Whether a stored value (already normalised) is one the rules accept: '' or an address. */
export function isLearnerEmail(value: string): boolean {
  return value === '' || (value.length <= LEARNER_EMAIL_LIMIT && LEARNER_EMAIL_PATTERN.test(value));
}

/** Why a typed address cannot be kept, for a form or an import row; null when it can. */
export function learnerEmailError(typed: string): string | null {
  return isLearnerEmail(normaliseLearnerEmail(typed))
    ? null
    : 'Enter the learner’s e-mail address, such as name@example.com, or leave it empty.';
}
