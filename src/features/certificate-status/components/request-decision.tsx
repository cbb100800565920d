import { useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  describeStatusReason,
  pendingLabels,
  type PendingStatus,
} from '@/domain/certificate-status';
import { formatLongDate } from '@/domain/dates';

import type { StatusRequest } from '../api/status-api';

type Decision = 'approve-withdrawal' | 'reject-withdrawal' | 'reject-replacement';

type RequestDecisionProps = {
  pending: PendingStatus;
  /** Null when the request could not be read with the certificate. */
  request: StatusRequest | null;
  /** The person looking asked for it, so they may not decide it. */
  requestedByViewer: boolean;
  canDecide: boolean;
  busy: boolean;
  onDecide: (decision: Decision) => void;
  /** Completing a replacement opens the add form filled from the certificate. */
  onReplace: () => void;
};

/**
 * A withdrawal or replacement waiting for a second staff member: who asked and why, then the
 * decision for anyone but the requester. Approving a withdrawal asks once more, since it is final;
 * completing a replacement opens the form for the new certificate.
 */
export function RequestDecision({
  pending,
  request,
  requestedByViewer,
  canDecide,
  busy,
  onDecide,
  onReplace,
}: RequestDecisionProps) {
  const [confirming, setConfirming] = useState(false);
  const noun = pending === 'withdrawn' ? 'Withdrawal' : 'Replacement';
  return (
    <div className="space-y-2 rounded-lg border border-red-300 bg-white p-4 text-sm text-slate-800">
      <p className="font-semibold text-red-900">{pendingLabels[pending]}</p>
      {request ? (
        <p>
          By {request.requestedBy}
          {request.requestedAt ? ` on ${formatLongDate(request.requestedAt)}` : ''}
          {request.reason ? `. Reason: ${describeStatusReason(request.reason)}` : ''}
        </p>
      ) : null}
      {requestedByViewer ? (
        <p className="font-semibold">Awaiting a decision by another staff member</p>
      ) : !canDecide ? (
        <p className="font-semibold">Awaiting a decision by the awarding body</p>
      ) : null}
      {canDecide && !confirming ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {pending === 'withdrawn' ? (
            <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
              Approve Withdrawal
            </Button>
          ) : (
            <Button size="sm" onClick={onReplace}>
              Replace Certificate
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            aria-disabled={busy || undefined}
            onClick={() =>
              onDecide(pending === 'withdrawn' ? 'reject-withdrawal' : 'reject-replacement')
            }
          >
            {busy ? 'Saving...' : `Reject ${noun}`}
          </Button>
        </div>
      ) : null}
      {canDecide && confirming ? (
        <div className="space-y-2 pt-1">
          <p>
            Withdrawing is final: the certificate can never verify as valid again and its numbers
            are never given to anyone else.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              aria-disabled={busy || undefined}
              onClick={() => onDecide('approve-withdrawal')}
            >
              {busy ? 'Withdrawing...' : 'Withdraw Certificate'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Go back
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
