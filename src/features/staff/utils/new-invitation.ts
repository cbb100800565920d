import { centreLabel, type Centre } from '@/domain/centres';
import { emailAddressFrom } from '@/domain/invitations';
import type { StaffRole } from '@/domain/staff';

/** The Invite Staff form as filled in. */
export type InvitationDraft = {
  email: string;
  role: StaffRole['role'];
  /** The centre chosen for a centre's staff ('' until one is). */
  centreNumber: string;
};

export type InvitationErrors = Partial<Record<'email' | 'centreNumber', string>>;

export const emptyInvitationDraft: InvitationDraft = {
  email: '',
  role: 'centre',
  centreNumber: '',
};

/** The invitation the draft asks for, or null while it is not one (see validateInvitation). */
export function invitationFrom(draft: InvitationDraft): { email: string; role: StaffRole } | null {
  const email = emailAddressFrom(draft.email);
  if (!email) return null;
  if (draft.role === 'admin') return { email, role: { role: 'admin' } };
  return draft.centreNumber === ''
    ? null
    : { email, role: { role: 'centre', centreNumber: draft.centreNumber } };
}

/**
 * What the register says of a draft, asked once the draft itself is sound: whether the address
 * has staff access already, and the centre chosen as it stands (null: none has that number).
 */
export type InvitationFacts = { staffAccess: boolean; centre: Centre | null };

/**
 * What to fix before an invitation can be sent: a real address and, for a centre's staff, a
 * centre. With the register's facts, also: not an address with staff access already, and an
 * active centre on the register. The rules check the role and the centre again when it is saved.
 */
export function validateInvitation(
  draft: InvitationDraft,
  facts: InvitationFacts | null = null,
): InvitationErrors {
  const errors: InvitationErrors = {};
  const email = emailAddressFrom(draft.email);
  if (draft.email.trim() === '') errors.email = 'Enter the e-mail address to invite.';
  else if (!email) errors.email = 'Enter a real e-mail address, such as name@example.com.';
  else if (facts?.staffAccess) {
    errors.email = `${email} has staff access already: they are in the Staff Directory below.`;
  }
  if (draft.role === 'centre') {
    const { centreNumber } = draft;
    if (centreNumber === '') errors.centreNumber = 'Choose the centre they work for.';
    else if (facts && facts.centre === null) {
      errors.centreNumber = `No centre ${centreNumber} is on the register: choose an active centre.`;
    } else if (facts?.centre && facts.centre.status !== 'active') {
      errors.centreNumber = `Centre ${centreLabel(facts.centre)} is not active: choose an active centre.`;
    }
  }
  return errors;
}
