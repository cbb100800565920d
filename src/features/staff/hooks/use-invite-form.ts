import { useRef, useState, type FormEvent } from 'react';

import type { Centre } from '@/domain/centres';
import { failureMessage } from '@/lib/failure-message';

import type { NewInvitation } from '../api/staff-api';
import {
  emptyInvitationDraft,
  invitationFrom,
  validateInvitation,
  type InvitationDraft,
  type InvitationErrors,
} from '../utils/new-invitation';

type InviteFormOptions = {
  /** The directory's addresses: someone with access already is not invited. */
  staffEmails: readonly string[];
  /** Every centre, or null while they load. */
  centres: readonly Centre[] | null;
  pending: boolean;
  /** Saves the invitation and sends its e-mail; rejects when the invitation was not saved. */
  onInvite: (invitation: NewInvitation) => Promise<void>;
};

/**
 * The Invite Staff form as filled in, what to fix, and why it was not saved. A submit checks the
 * draft first, focusing the first field to fix; what was typed stays until the invitation is saved.
 */
export function useInviteForm({ staffEmails, centres, pending, onInvite }: InviteFormOptions) {
  const [draft, setDraft] = useState<InvitationDraft>(emptyInvitationDraft);
  const [errors, setErrors] = useState<InvitationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const centreRef = useRef<HTMLSelectElement>(null);

  function edit(change: Partial<InvitationDraft>) {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => ({
      email: 'email' in change ? undefined : current.email,
      centreNumber: 'email' in change ? current.centreNumber : undefined,
    }));
    setFailure(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateInvitation(draft, staffEmails, centres ?? []);
    setErrors(found);
    setFailure(null);
    if (found.email) return emailRef.current?.focus();
    if (found.centreNumber) return centreRef.current?.focus();
    const invitation = invitationFrom(draft);
    if (!invitation) return;
    try {
      await onInvite(invitation);
      setDraft(emptyInvitationDraft);
    } catch (error) {
      setFailure(failureMessage(error, 'The invitation could not be saved. Try again.'));
    }
  }

  return { draft, errors, failure, emailRef, centreRef, edit, handleSubmit };
}
