import { centreLabel, type Centre } from '@/domain/centres';
import { emailAddressFrom, type InvitedRole } from '@/domain/invitations';
import {
  allowanceError,
  DEFAULT_DAILY_ALLOWANCE,
  organisationError,
  organisationFrom,
} from '@/domain/verifiers';

/** The Invite Staff form as filled in. */
export type InvitationDraft = {
  email: string;
  role: InvitedRole['role'];
  /** The centre chosen for a centre's staff ('' until one is). */
  centreNumber: string;
  /** A verifier's organisation and rows a day, as typed (docs/decisions/030-verifier-batch-checks.md). */
  organisation: string;
  dailyAllowance: string;
};

export type InvitationErrors = Partial<
  Record<'email' | 'centreNumber' | 'organisation' | 'dailyAllowance', string>
>;

export const emptyInvitationDraft: InvitationDraft = {
  email: '',
  role: 'centre',
  centreNumber: '',
  organisation: '',
  dailyAllowance: String(DEFAULT_DAILY_ALLOWANCE),
};

/** The fields in the order the form shows them, so the first to fix takes the focus. */
export const invitationFieldOrder = [
  'email',
  'centreNumber',
  'organisation',
  'dailyAllowance',
] as const;

/** The invitation the draft asks for, or null while it is not one (see validateInvitation). */
export function invitationFrom(
  draft: InvitationDraft,
): { email: string; role: InvitedRole } | null {
  const email = emailAddressFrom(draft.email);
  if (!email) return null;
  if (draft.role === 'admin') return { email, role: { role: 'admin' } };
  if (draft.role === 'verifier') {
    if (organisationError(draft.organisation) || allowanceError(draft.dailyAllowance)) return null;
    return {
      email,
      role: {
        role: 'verifier',
        organisation: organisationFrom(draft.organisation),
        dailyAllowance: Number(draft.dailyAllowance.trim()),
      },
    };
  }
  return draft.centreNumber === ''
    ? null
    : { email, role: { role: 'centre', centreNumber: draft.centreNumber } };
}

/**
 * What the register says of a draft, asked once the draft itself is sound: whether the address
 * has staff access already (or a verifier account), and the centre chosen as it stands (null:
 * none has that number).
 */
export type InvitationFacts = {
  staffAccess: boolean;
  centre: Centre | null;
  /** The address has an employer's verifier account already. */
  verifierAccount?: boolean;
};

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
  } else if (facts?.verifierAccount) {
    errors.email = `${email} has a verifier account already: it is on the Verifiers screen.`;
  }
  if (draft.role === 'verifier') {
    const organisation = organisationError(draft.organisation);
    const allowance = allowanceError(draft.dailyAllowance);
    if (organisation) errors.organisation = organisation;
    if (allowance) errors.dailyAllowance = allowance;
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
