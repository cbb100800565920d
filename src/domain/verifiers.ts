import { DAILY_ALLOWANCE_MAX, DAILY_ALLOWANCE_MIN, ORGANISATION_LIMIT } from './limits';
import { tidyName } from './certificate';

/**
 * `verifiers/{uid}`: an employer's verifier account (docs/decisions/030-verifier-batch-checks.md),
 * made only by accepting an admin's invitation to the role 'verifier', as staff join
 * (docs/decisions/028-invitations.md). A verifier checks candidates in batches, up to its daily
 * allowance of rows, and reads nothing of the register but the index entries of its own batches.
 * Admins suspend it, reactivate it and change its allowance, each step an event.
 */

export type VerifierStatus = 'active' | 'suspended';

/** What an invitation to a verifier offers: the organisation and its rows a day. */
export type VerifierRole = { role: 'verifier'; organisation: string; dailyAllowance: number };

/** A verifier account as the app reads it. */
export type VerifierAccount = {
  uid: string;
  email: string;
  organisation: string;
  dailyAllowance: number;
  status: VerifierStatus;
  /** The admin whose invitation it accepted. */
  addedBy: string;
  addedAt: Date;
  /** The event that gave the account (its joining). */
  accessEventId: string;
  /** Its latest event, which the next step follows. */
  lastEventId: string;
};

/** The default allowance an invitation offers: a day's screening for a busy recruiter. */
export const DEFAULT_DAILY_ALLOWANCE = 500;

export function isDailyAllowance(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= DAILY_ALLOWANCE_MIN &&
    value <= DAILY_ALLOWANCE_MAX
  );
}

/** What is wrong with an allowance as typed, or null. */
export function allowanceError(typed: string): string | null {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !isDailyAllowance(value)) {
    return `Enter a whole number of rows a day from ${DAILY_ALLOWANCE_MIN} to ${DAILY_ALLOWANCE_MAX.toLocaleString('en-GB')}.`;
  }
  return null;
}

/**
 * An organisation's name as kept: tidied. It may not hold a double quote or a backslash, which
 * the request's key would have to escape (the rules compute that key, and cannot escape).
 */
export function organisationFrom(typed: string): string {
  return tidyName(typed);
}

export function organisationError(typed: string): string | null {
  const organisation = organisationFrom(typed);
  if (organisation === '') return 'Enter the organisation’s name.';
  if (organisation.length > ORGANISATION_LIMIT) {
    return `The organisation’s name must be ${ORGANISATION_LIMIT} characters or fewer.`;
  }
  if (/["\\]/.test(organisation)) return 'Leave out double quotes and backslashes.';
  return null;
}

/** A verifier as the history names it: 'Acme Recruitment (hr@acme.example)'. */
export function verifierSubject(organisation: string, email: string): string {
  return `${organisation} (${email})`;
}

export const verifierStatusLabels: Record<VerifierStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
};

/** A stored verifier account, or null for one the rules would not have accepted. */
export function verifierFrom(
  uid: string,
  stored: Readonly<Record<string, unknown>>,
  toDate: (value: unknown) => Date | null,
): VerifierAccount | null {
  const { email, organisation, dailyAllowance, status, addedBy, accessEventId, lastEventId } =
    stored;
  const addedAt = toDate(stored.addedAt);
  if (typeof email !== 'string' || typeof organisation !== 'string' || !addedAt) return null;
  if (!isDailyAllowance(dailyAllowance)) return null;
  if (status !== 'active' && status !== 'suspended') return null;
  if (typeof addedBy !== 'string' || typeof accessEventId !== 'string') return null;
  if (typeof lastEventId !== 'string') return null;
  return {
    uid,
    email,
    organisation,
    dailyAllowance,
    status,
    addedBy,
    addedAt,
    accessEventId,
    lastEventId,
  };
}

/** A role as the Staff screen names an invitation to a verifier. */
export function verifierRoleLabel({ organisation, dailyAllowance }: VerifierRole): string {
  return `Verifier: ${organisation}, ${dailyAllowance.toLocaleString('en-GB')} rows a day`;
}

/**
 * A request for a verifier account answered with an invitation: the Staff screen's form opens
 * filled with these, carried in the navigation's state (never in the address, which would keep
 * the requester's e-mail in the browser's history).
 */
export type VerifierInvitePrefill = { email: string; organisation: string };

export function verifierInviteState(prefill: VerifierInvitePrefill): {
  inviteVerifier: VerifierInvitePrefill;
} {
  return { inviteVerifier: prefill };
}

/** The prefill a navigation's state carries, or null. */
export function verifierInviteFromState(state: unknown): VerifierInvitePrefill | null {
  const carried = (state as { inviteVerifier?: unknown } | null)?.inviteVerifier as
    Partial<VerifierInvitePrefill> | undefined;
  return typeof carried?.email === 'string' && typeof carried.organisation === 'string'
    ? { email: carried.email, organisation: carried.organisation }
    : null;
}
