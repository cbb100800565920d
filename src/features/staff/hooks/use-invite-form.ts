import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';

import type { Centre } from '@/domain/centres';
import { centreQuery } from '@/lib/centre-queries';
import { failureMessage } from '@/lib/failure-message';

import type { NewInvitation } from '../api/staff-api';
import {
  emptyInvitationDraft,
  invitationFieldOrder,
  invitationFrom,
  validateInvitation,
  type InvitationDraft,
  type InvitationErrors,
} from '../utils/new-invitation';

/** What the register is asked before an invitation is sent. */
export type InvitationChecks = {
  /** Whether someone with this address (lower case) has staff access already. */
  hasStaffAccess: (email: string) => Promise<boolean>;
  /** Whether this address has an employer's verifier account already. */
  hasVerifierAccount: (email: string) => Promise<boolean>;
  /** The centre chosen, or null if none has that number. */
  readCentre: (centreNumber: string) => Promise<Centre | null>;
};

type InviteFormOptions = {
  checks: InvitationChecks;
  /** What the form starts with: an admin answering a request for a verifier account, say. */
  initialDraft?: InvitationDraft;
  pending: boolean;
  /** Saves the invitation and sends its e-mail; rejects when the invitation was not saved. */
  onInvite: (invitation: NewInvitation) => Promise<void>;
};

/**
 * The Invite Staff form as filled in, what to fix, and why it was not saved. A submit checks the
 * draft first, then asks the register whether the address has access already and whether the
 * centre is active (the picker has most often read it already), focusing the first field to fix;
 * what was typed stays until the invitation is saved.
 */
export function useInviteForm({
  checks,
  initialDraft = emptyInvitationDraft,
  pending,
  onInvite,
}: InviteFormOptions) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<InvitationDraft>(initialDraft);
  const [errors, setErrors] = useState<InvitationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const centreRef = useRef<HTMLInputElement>(null);
  const organisationRef = useRef<HTMLInputElement>(null);
  const allowanceRef = useRef<HTMLInputElement>(null);

  function edit(change: Partial<InvitationDraft>) {
    setDraft((current) => ({ ...current, ...change }));
    // A field's error goes once it is changed (a new role clears the role's fields').
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([field]) => !(field in change) && !('role' in change && field !== 'email'),
        ),
      ),
    );
    setFailure(null);
  }

  /** Shows what to fix, focusing its first field; false when there is nothing. */
  function refuse(found: InvitationErrors): boolean {
    setErrors(found);
    const first = invitationFieldOrder.find((field) => found[field]);
    const fields = {
      email: emailRef,
      centreNumber: centreRef,
      organisation: organisationRef,
      dailyAllowance: allowanceRef,
    };
    if (first) fields[first].current?.focus();
    return first !== undefined;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking) return;
    setFailure(null);
    const invitation = invitationFrom(draft);
    if (refuse(validateInvitation(draft)) || !invitation) return;
    setChecking(true);
    try {
      const { role } = invitation;
      const [staffAccess, verifierAccount, centre] = await Promise.all([
        checks.hasStaffAccess(invitation.email),
        checks.hasVerifierAccount(invitation.email),
        role.role === 'centre'
          ? queryClient.fetchQuery(centreQuery(checks.readCentre, role.centreNumber))
          : null,
      ]);
      if (refuse(validateInvitation(draft, { staffAccess, verifierAccount, centre }))) return;
      await onInvite(invitation);
      setDraft(emptyInvitationDraft);
    } catch (error) {
      setFailure(failureMessage(error, 'The invitation could not be saved. Try again.'));
    } finally {
      setChecking(false);
    }
  }

  return {
    draft,
    errors,
    failure,
    checking,
    emailRef,
    centreRef,
    organisationRef,
    allowanceRef,
    edit,
    handleSubmit,
  };
}
