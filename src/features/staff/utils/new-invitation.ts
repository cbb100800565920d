import { centreLabel, isActiveCentre, type Centre } from '@/domain/centres';
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
 * What to fix before an invitation can be sent: a real address, not one that has staff access
 * already (`staffEmails`, the directory's), and for a centre's staff an active centre of those
 * listed. The rules check the role and the centre again when it is saved.
 */
export function validateInvitation(
  draft: InvitationDraft,
  staffEmails: readonly string[],
  centres: readonly Centre[],
): InvitationErrors {
  const errors: InvitationErrors = {};
  const email = emailAddressFrom(draft.email);
  if (draft.email.trim() === '') errors.email = 'Enter the e-mail address to invite.';
  else if (!email) errors.email = 'Enter a real e-mail address, such as name@example.com.';
  else if (staffEmails.some((address) => address.toLowerCase() === email)) {
    errors.email = `${email} has staff access already: they are in the Staff Directory below.`;
  }
  if (draft.role === 'centre') {
    if (draft.centreNumber === '') errors.centreNumber = 'Choose the centre they work for.';
    else if (!isActiveCentre(centres, draft.centreNumber)) {
      const centre = centres.find((each) => each.centreNumber === draft.centreNumber);
      errors.centreNumber = `Centre ${centre ? centreLabel(centre) : draft.centreNumber} is not active: choose an active centre.`;
    }
  }
  return errors;
}
