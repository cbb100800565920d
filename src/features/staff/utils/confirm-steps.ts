import type { Invitation } from '@/domain/invitations';

import type { StaffEntry } from '../api/staff-api';

/** The words of a step the admin is asked to confirm. */
type StepText = { title: string; button: string; what: string };

/** A step on the Staff screen the admin has chosen and is asked to confirm. */
export type StaffStep =
  { kind: 'withdraw'; invitation: Invitation } | { kind: 'remove'; entry: StaffEntry };

export const staffStepText: Record<StaffStep['kind'], StepText> = {
  withdraw: {
    title: 'Withdraw this invitation?',
    button: 'Withdraw Invitation',
    what: 'The link already sent will no longer open the staff dashboard. You can invite them again later.',
  },
  remove: {
    title: 'Remove this person’s staff access?',
    button: 'Remove Access',
    what: 'Their access ends with their next request: they will see nothing more of the register. Their account stays, and you can invite them again later.',
  },
};

/** The address a staff step is about. */
export function stepEmail(step: StaffStep): string {
  return step.kind === 'withdraw' ? step.invitation.email : step.entry.email;
}
