import { CENTRE_NUMBER_LIMIT } from './limits';

/**
 * `centres/{centreNumber}`: an approved training centre (docs/decisions/027-centres.md).
 * Certificates are added only under an active centre; a suspended one's certificates keep
 * verifying, but it adds nothing until it is reactivated.
 */
export type CentreStatus = 'active' | 'suspended';

export type CentreRecord = {
  name: string;
  status: CentreStatus;
  approvedAt: Date;
  /** The e-mail of the admin (or the tool) that approved it, and their uid. */
  approvedBy: string;
  approvedByUid: string;
  /**
   * The centre's latest event: its approval, suspension or reactivation. Centres approved before
   * centres had a history have none.
   */
  lastEventId?: string;
};

export type Centre = CentreRecord & { centreNumber: string };

/** A centre's status as the staff screens and the history name it. */
export const centreStatusLabels: Record<CentreStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
};

export function centreStatusFrom(value: unknown): CentreStatus {
  return value === 'active' ? 'active' : 'suspended';
}

/** How a centre is named on the staff screens: '87583 · Larkfield Training, Leeds'. */
export function centreLabel({ centreNumber, name }: Pick<Centre, 'centreNumber' | 'name'>): string {
  return name ? `${centreNumber} · ${name}` : centreNumber;
}

/**
 * Why nothing may be added under a centre, as its own staff are told, or null if it is active.
 * `centre` is the centre as read: null when it is not on the register.
 */
export function closedCentreText(centreNumber: string, centre: Centre | null): string | null {
  if (centre?.status === 'active') return null;
  return centre
    ? `Your centre, ${centreNumber}, is suspended: no certificate can be added under it until the awarding body reactivates it. Its certificates still verify.`
    : `Your centre, ${centreNumber}, is not on the register: no certificate can be added under it. Ask the awarding body.`;
}

/**
 * Why a centre's staff may not change its certificates' details, as the edit dialog tells them,
 * or null if the centre is active. A suspended centre issues nothing, and a changed name, course,
 * date or number would be a new award under its name; a withdrawal may still be asked for.
 */
export function closedCentreEditText(centreNumber: string, centre: Centre | null): string | null {
  if (centre?.status === 'active') return null;
  return centre
    ? `Your centre, ${centreNumber}, is suspended: its certificates' details cannot be changed until the awarding body reactivates it. You can still ask for a withdrawal.`
    : `Your centre, ${centreNumber}, is not on the register: its certificates' details cannot be changed. Ask the awarding body.`;
}

const centreNumberPattern = new RegExp(`^[A-Za-z0-9]{1,${CENTRE_NUMBER_LIMIT}}$`);

/**
 * What a centre number may be: letters and digits, 1 to 16 of them, as the rules hold it (the
 * awarding body's own numbers are five digits; older systems' may have letters).
 */
export function isCentreNumber(value: string): boolean {
  return centreNumberPattern.test(value);
}
