import { useId } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { INVITATION_DAYS, type InvitedRole } from '@/domain/invitations';
import { roleLabels } from '@/domain/staff';
import type { CentrePickerApi } from '@/lib/centre-queries';

import type { NewInvitation } from '../api/staff-api';
import { useInviteForm, type InvitationChecks } from '../hooks/use-invite-form';
import type { InvitationDraft } from '../utils/new-invitation';
import { InviteCentreField } from './invite-centre-field';
import { InviteVerifierFields } from './invite-verifier-fields';

type InviteStaffFormProps = {
  /** The centre picker's reads, and what the register is asked before sending. */
  api: CentrePickerApi & InvitationChecks;
  pending: boolean;
  /** Saves the invitation and sends its e-mail; rejects when the invitation was not saved. */
  onInvite: (invitation: NewInvitation) => Promise<void>;
  /** What the form starts with (a request for a verifier account answered), if anything. */
  initialDraft?: InvitationDraft;
};

/**
 * 'Invite Staff': an address, a role and, for a centre's staff, their centre. The invitee gets
 * an e-mail with a sign-in link that proves the address; they accept within INVITATION_DAYS.
 * What the admin typed stays in the form until the invitation is saved.
 */
export function InviteStaffForm({ api, pending, onInvite, initialDraft }: InviteStaffFormProps) {
  const id = useId();
  const {
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
  } = useInviteForm({
    checks: api,
    initialDraft,
    pending,
    onInvite,
  });

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
            onChange={(event) => edit({ role: event.target.value as InvitedRole['role'] })}
          >
            <option value="centre">{roleLabels.centre}</option>
            <option value="admin">{roleLabels.admin}</option>
            <option value="verifier">Verifier (an employer)</option>
          </SelectField>
        </div>
        {draft.role === 'verifier' ? (
          <InviteVerifierFields
            organisation={draft.organisation}
            dailyAllowance={draft.dailyAllowance}
            errors={errors}
            onChange={edit}
            organisationRef={organisationRef}
            allowanceRef={allowanceRef}
          />
        ) : (
          <InviteCentreField
            api={api}
            role={draft.role}
            centreNumber={draft.centreNumber}
            error={errors.centreNumber}
            onChange={(centreNumber) => edit({ centreNumber })}
            inputRef={centreRef}
          />
        )}
        {failure ? (
          <Alert tone="error" role="alert" title="The invitation was not sent.">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <Button type="submit" aria-disabled={pending || checking || undefined}>
          {pending || checking ? 'Sending...' : 'Send Invitation'}
        </Button>
      </form>
    </section>
  );
}
