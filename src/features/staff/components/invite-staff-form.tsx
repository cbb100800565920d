import { useId, useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { centreLabel, type Centre } from '@/domain/centres';
import { INVITATION_DAYS } from '@/domain/invitations';
import { roleLabels, type StaffRole } from '@/domain/staff';
import { failureMessage } from '@/lib/failure-message';

import type { NewInvitation } from '../api/staff-api';
import {
  emptyInvitationDraft,
  invitationFrom,
  validateInvitation,
  type InvitationDraft,
  type InvitationErrors,
} from '../utils/new-invitation';

type InviteStaffFormProps = {
  /** The directory's addresses: someone with access already is not invited. */
  staffEmails: readonly string[];
  /** Every centre; the active ones are offered. Null while they load. */
  centres: readonly Centre[] | null;
  pending: boolean;
  /** Saves the invitation and sends its e-mail; rejects when the invitation was not saved. */
  onInvite: (invitation: NewInvitation) => Promise<void>;
};

/**
 * 'Invite Staff': an address, a role and, for a centre's staff, their centre. The invitee gets
 * an e-mail with a sign-in link that proves the address; they accept within INVITATION_DAYS.
 * What the admin typed stays in the form until the invitation is saved.
 */
export function InviteStaffForm({ staffEmails, centres, pending, onInvite }: InviteStaffFormProps) {
  const id = useId();
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

  const active = centres?.filter((centre) => centre.status === 'active') ?? [];
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        Invite Staff
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        We e-mail them a sign-in link that proves the address is theirs. They set a password and
        accept within {INVITATION_DAYS} days; until then the invitation is listed below.
      </p>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
          <TextField
            ref={emailRef}
            label="E-mail Address"
            name="inviteEmail"
            type="email"
            required
            autoComplete="off"
            spellCheck={false}
            value={draft.email}
            error={errors.email}
            onChange={(event) => edit({ email: event.target.value })}
          />
          <SelectField
            label="Role"
            name="inviteRole"
            value={draft.role}
            onChange={(event) => edit({ role: event.target.value as StaffRole['role'] })}
          >
            <option value="centre">{roleLabels.centre}</option>
            <option value="admin">{roleLabels.admin}</option>
          </SelectField>
        </div>
        {draft.role === 'centre' ? (
          <SelectField
            ref={centreRef}
            label="Centre"
            name="inviteCentre"
            required
            hint={
              centres === null
                ? 'Loading the centres...'
                : 'They will see and add only this centre’s certificates.'
            }
            disabled={centres === null}
            value={draft.centreNumber}
            error={errors.centreNumber}
            onChange={(event) => edit({ centreNumber: event.target.value })}
          >
            <option value="">Choose a centre</option>
            {active.map((centre) => (
              <option key={centre.centreNumber} value={centre.centreNumber}>
                {centreLabel(centre)}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-700">
            An admin works for the awarding body: every centre, the review queue, centres and staff.
          </p>
        )}
        {failure ? (
          <Alert tone="error" role="alert" title="The invitation was not sent.">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </form>
    </section>
  );
}
