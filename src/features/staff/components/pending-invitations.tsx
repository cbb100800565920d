import { useQuery } from '@tanstack/react-query';

import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { formatDateTime } from '@/domain/dates';
import { isInvitationLive, type Invitation } from '@/domain/invitations';
import { useCentreNames, type CentreNamesApi } from '@/lib/use-centre-names';

import { staffQueries } from '../api/staff-queries';
import type { StaffApi } from '../api/staff-api';
import { accessLabel } from '../utils/access-label';

type PendingInvitationsProps = {
  api: Pick<StaffApi, 'readInvitations'> & CentreNamesApi;
  /** The address being sent again now, if any. */
  sendingTo: string | null;
  onSendAgain: (invitation: Invitation) => void;
  onWithdraw: (invitation: Invitation) => void;
  now?: Date;
};

/**
 * The invitations not yet accepted or withdrawn, the newest 25: whom, as what, sent by whom, and
 * until when, and how many older ones there are besides. An expired one is sent again (for
 * seven days more) or withdrawn.
 */
export function PendingInvitations({
  api,
  sendingTo,
  onSendAgain,
  onWithdraw,
  now = new Date(),
}: PendingInvitationsProps) {
  const waiting = useQuery(staffQueries.invitations(api));
  const shown = waiting.data?.invitations ?? [];
  const centres = useCentreNames(
    api,
    shown.flatMap(({ role }) => (role.role === 'centre' ? [role.centreNumber] : [])),
  );
  const older = waiting.data ? waiting.data.total - shown.length : 0;
  return (
    <section
      aria-labelledby="invitations-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="invitations-heading" className="text-xl font-bold text-brand-900">
        Pending Invitations
      </h2>
      {waiting.isPending ? <PageLoading label="Loading the invitations..." /> : null}
      {waiting.isError ? (
        <div className="mt-3">
          <LoadFailure
            title="The invitations could not be loaded."
            onRetry={() => void waiting.refetch()}
          />
        </div>
      ) : null}
      {waiting.data && shown.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No invitation is waiting to be accepted.</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Invitations waiting">
          {shown.map((invitation) => {
            const live = isInvitationLive(invitation, now);
            const sending = sendingTo === invitation.email;
            return (
              <li
                key={invitation.email}
                className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-slate-900">{invitation.email}</p>
                  <p className="text-slate-700">{accessLabel(invitation.role, centres)}</p>
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
      {older > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {older} older {older === 1 ? 'invitation is' : 'invitations are'} waiting too, listed here
          once newer ones are accepted or withdrawn.
        </p>
      ) : null}
    </section>
  );
}
