import { useQuery } from '@tanstack/react-query';

import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { formatDateTime } from '@/domain/dates';
import { isInvitationLive, type Invitation } from '@/domain/invitations';

import { staffQueries } from '../api/staff-queries';
import type { StaffApi } from '../api/staff-api';

type PendingInvitationsProps = {
  api: Pick<StaffApi, 'listInvitations'>;
  /** How a role and centre are said ('Centre 87583 · Larkfield Training, Leeds'). */
  accessOf: (invitation: Invitation) => string;
  /** The address being sent again now, if any. */
  sendingTo: string | null;
  onSendAgain: (invitation: Invitation) => void;
  onWithdraw: (invitation: Invitation) => void;
  now?: Date;
};

/**
 * The invitations not yet accepted or withdrawn: whom, as what, sent by whom, and until when.
 * An expired one is sent again (for seven days more) or withdrawn.
 */
export function PendingInvitations({
  api,
  accessOf,
  sendingTo,
  onSendAgain,
  onWithdraw,
  now = new Date(),
}: PendingInvitationsProps) {
  const invitations = useQuery(staffQueries.invitations(api));
  return (
    <section
      aria-labelledby="invitations-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="invitations-heading" className="text-xl font-bold text-brand-900">
        Pending Invitations
      </h2>
      {invitations.isPending ? <PageLoading label="Loading the invitations..." /> : null}
      {invitations.isError ? (
        <div className="mt-3">
          <LoadFailure
            title="The invitations could not be loaded."
            onRetry={() => void invitations.refetch()}
          />
        </div>
      ) : null}
      {invitations.data?.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No invitation is waiting to be accepted.</p>
      ) : null}
      {invitations.data && invitations.data.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Invitations waiting">
          {invitations.data.map((invitation) => {
            const live = isInvitationLive(invitation, now);
            const sending = sendingTo === invitation.email;
            return (
              <li
                key={invitation.email}
                className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-slate-900">{invitation.email}</p>
                  <p className="text-slate-700">{accessOf(invitation)}</p>
                  <p className="text-slate-700">
                    Invited by <span className="wrap-anywhere">{invitation.invitedBy}</span>
                    {' · '}
                    {live ? (
                      `Expires ${formatDateTime(invitation.expiresAt)}`
                    ) : (
                      <strong className="font-semibold text-red-800">
                        Expired {formatDateTime(invitation.expiresAt)}
                      </strong>
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Send the invitation to ${invitation.email} again`}
                    aria-disabled={sendingTo !== null || undefined}
                    onClick={() => (sendingTo === null ? onSendAgain(invitation) : undefined)}
                  >
                    {sending ? 'Sending...' : 'Send Again'}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                    onClick={() => onWithdraw(invitation)}
                  >
                    Withdraw
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
