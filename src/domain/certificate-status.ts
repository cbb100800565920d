import { STATUS_NOTE_LIMIT } from './limits';
import { isAdminRole, type StaffRole } from './staff';

/**
 * A certificate's status (docs/decisions/019-certificate-status.md):
 * valid until suspended while something is looked into, withdrawn when it should never have
 * been issued or was obtained by malpractice, or replaced by a corrected one. A verifier sees the
 * status at once, never the reason.
 */

export type CertificateStatus = 'valid' | 'suspended' | 'withdrawn' | 'replaced';

export const statusReasonCodes = [
  'issued-in-error',
  'malpractice',
  'administrative-correction',
  'change-of-name',
  'lost-or-damaged',
  'other',
] as const;

export type StatusReasonCode = (typeof statusReasonCodes)[number];

export type StatusReason = { code: StatusReasonCode; note: string };

export const statusReasonLabels: Record<StatusReasonCode, string> = {
  'issued-in-error': 'Issued in error',
  malpractice: 'Malpractice',
  'administrative-correction': 'Administrative correction',
  'change-of-name': 'Change of name',
  'lost-or-damaged': 'Lost or damaged',
  other: 'Other',
};

export const statusLabels: Record<CertificateStatus, string> = {
  valid: 'Valid',
  suspended: 'Suspended',
  withdrawn: 'Withdrawn',
  replaced: 'Replaced',
};

/**
 * A change one staff member asked for and another must approve or reject: a withdrawal, or a
 * replacement (docs/decisions/019-certificate-status.md).
 */
export type PendingStatus = 'withdrawn' | 'replaced';

export const pendingLabels: Record<PendingStatus, string> = {
  withdrawn: 'Withdrawal requested',
  replaced: 'Replacement requested',
};

/** A stored pending status, leniently: anything unknown, or none, is nothing pending. */
export function pendingStatusFrom(value: unknown): PendingStatus | null {
  return value === 'withdrawn' || value === 'replaced' ? value : null;
}

/** The longest note the rules accept with a reason. */

/** A stored status, leniently: anything unknown, or none, is valid. */
export function statusFrom(value: unknown): CertificateStatus {
  return value === 'suspended' || value === 'withdrawn' || value === 'replaced' ? value : 'valid';
}

/** A stored reason, or null when there is none in a shape we know. */
export function statusReasonFrom(value: unknown): StatusReason | null {
  if (!value || typeof value !== 'object') return null;
  const { code, note } = value as { code?: unknown; note?: unknown };
  return statusReasonCodes.includes(code as StatusReasonCode)
    ? { code: code as StatusReasonCode, note: typeof note === 'string' ? note : '' }
    : null;
}

/** 'Malpractice: copied coursework', or the label alone without a note. */
export function describeStatusReason(reason: StatusReason): string {
  const label = statusReasonLabels[reason.code];
  return reason.note ? `${label}: ${reason.note}` : label;
}

/** Why a reason cannot be saved, or null when it can. The note is trimmed first. */
export function statusReasonError(code: string, note: string): string | null {
  if (!statusReasonCodes.includes(code as StatusReasonCode)) return 'Choose a reason.';
  if (note.trim().length > STATUS_NOTE_LIMIT) {
    return `The note must be ${STATUS_NOTE_LIMIT} characters or fewer.`;
  }
  if (code === 'other' && note.trim() === '') return 'Say what the reason is.';
  return null;
}

export type StatusAction =
  | 'suspend'
  | 'reinstate'
  | 'request-withdrawal'
  | 'approve-withdrawal'
  | 'reject-withdrawal'
  | 'request-replacement'
  | 'replace'
  | 'reject-replacement';

/** Where a certificate stands, as the status steps need it. */
export type Standing = {
  status: CertificateStatus;
  /** A withdrawal or replacement requested and waiting for a second staff member. */
  pending: PendingStatus | null;
};

/**
 * The steps a centre's staff take (docs/decisions/027-centres.md): they ask for a withdrawal;
 * suspending, reinstating, replacing and every decision are the admins'.
 */
const centreStaffActions: readonly StatusAction[] = ['request-withdrawal'];

/**
 * The steps a staff member may take now, as the rules allow them: those open from where the
 * certificate stands, and of those, the ones their role takes.
 */
export function availableStatusActions(
  standing: Standing,
  requestedByViewer: boolean,
  role: StaffRole,
): StatusAction[] {
  const open = openStatusActions(standing, requestedByViewer);
  return isAdminRole(role) ? open : open.filter((action) => centreStaffActions.includes(action));
}

/**
 * The steps open from where a certificate stands, whoever takes them. `requestedByViewer` is
 * true when the pending request was made by the person looking: they may not decide it.
 */
export function openStatusActions(
  { status, pending }: Standing,
  requestedByViewer: boolean,
): StatusAction[] {
  if (pending === 'withdrawn') {
    return requestedByViewer ? [] : ['approve-withdrawal', 'reject-withdrawal'];
  }
  if (pending === 'replaced') return requestedByViewer ? [] : ['replace', 'reject-replacement'];
  switch (status) {
    case 'valid':
      return ['suspend', 'request-withdrawal', 'request-replacement'];
    case 'suspended':
      return ['reinstate', 'request-withdrawal'];
    case 'withdrawn':
    case 'replaced':
      return [];
  }
}
