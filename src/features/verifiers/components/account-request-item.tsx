import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/domain/dates';
import type { StoredVerifierRequest } from '@/domain/verifier-requests';
import { verifierInviteState } from '@/domain/verifiers';

/** A time for <time dateTime>, or nothing for one that could not be read. */
const isoTime = (at: Date) => (Number.isNaN(at.getTime()) ? undefined : at.toISOString());

type AccountRequestItemProps = {
  request: StoredVerifierRequest;
  onClose: (request: StoredVerifierRequest) => void;
};

/**
 * One request for a verifier account: the organisation, who sent it and when, their message, and
 * 'Invite' (the Staff screen's invitation, filled in from it) and 'Close'.
 */
export function AccountRequestItem({ request, onClose }: AccountRequestItemProps) {
  return (
    <li className="flex flex-col gap-3 py-4 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-slate-900">{request.organisation}</h3>
        <p className="text-slate-800">
          {request.name} · <span className="wrap-anywhere">{request.email}</span>
        </p>
        <p className="text-slate-600">
          Sent{' '}
          <time dateTime={isoTime(request.requestedAt)}>{formatDateTime(request.requestedAt)}</time>
        </p>
        {request.message ? (
          <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-800">{request.message}</p>
        ) : (
          <p className="mt-2 text-slate-600">No message.</p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <ButtonLink
          variant="outline"
          size="sm"
          to={paths.dashboard.staff.getHref()}
          state={verifierInviteState({
            email: request.email,
            organisation: request.organisation,
          })}
          aria-label={`Invite ${request.email} as a verifier`}
        >
          Invite
        </ButtonLink>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Close the request from ${request.email}`}
          onClick={() => onClose(request)}
        >
          Close
        </Button>
      </div>
    </li>
  );
}
