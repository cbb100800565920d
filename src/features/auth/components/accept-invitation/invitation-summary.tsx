import { formatDateTime } from '@/domain/dates';
import type { Invitation } from '@/domain/invitations';
import { roleLabels } from '@/domain/staff';

/** What the invitation offers, as its invitee reads it before accepting. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const { role } = invitation;
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="font-semibold text-slate-900">E-mail</dt>
      <dd className="break-all text-slate-800">{invitation.email}</dd>
      <dt className="font-semibold text-slate-900">Role</dt>
      <dd className="text-slate-800">
        {role.role === 'verifier' ? 'Verifier (employers’ batch checks)' : roleLabels[role.role]}
      </dd>
      {role.role === 'verifier' ? (
        <>
          <dt className="font-semibold text-slate-900">Organisation</dt>
          <dd className="text-slate-800">{role.organisation}</dd>
          <dt className="font-semibold text-slate-900">Rows a day</dt>
          <dd className="text-slate-800">{role.dailyAllowance.toLocaleString('en-GB')}</dd>
        </>
      ) : null}
      {role.role === 'centre' ? (
        <>
          <dt className="font-semibold text-slate-900">Centre</dt>
          <dd className="text-slate-800">{role.centreNumber}</dd>
        </>
      ) : null}
      <dt className="font-semibold text-slate-900">Invited by</dt>
      <dd className="break-all text-slate-800">{invitation.invitedBy}</dd>
      <dt className="font-semibold text-slate-900">Accept by</dt>
      <dd className="text-slate-800">{formatDateTime(invitation.expiresAt)}</dd>
    </dl>
  );
}
