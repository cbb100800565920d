import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { describeStatusReason } from '@/domain/certificate-status';
import { formatLongDate } from '@/domain/dates';

import type { WithdrawalRequest } from '../api/status-api';

type WithdrawalDecisionProps = {
  /** Null when the request could not be read with the certificate. */
  request: WithdrawalRequest | null;
  /** The person looking asked for it, so they may not decide it. */
  requestedByViewer: boolean;
  canDecide: boolean;
  pending: boolean;
  onDecide: (kind: 'approve-withdrawal' | 'reject-withdrawal') => void;
};

/**
 * A withdrawal waiting for a second staff member: who asked and why, then Approve or Reject for
 * anyone but the requester. Approving asks once more, since a withdrawal is final.
 */
export function WithdrawalDecision({
  request,
  requestedByViewer,
  canDecide,
  pending,
  onDecide,
}: WithdrawalDecisionProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-2 rounded-lg border border-red-300 bg-white p-4 text-sm text-slate-800">
      <p className="font-semibold text-red-900">Withdrawal requested</p>
      {request ? (
        <p>
          By {request.requestedBy}
          {request.requestedAt ? ` on ${formatLongDate(request.requestedAt)}` : ''}
          {request.reason ? `. Reason: ${describeStatusReason(request.reason)}` : ''}
        </p>
      ) : null}
      {requestedByViewer ? (
        <p className="font-semibold">Awaiting approval by another staff member</p>
      ) : null}
      {canDecide && !confirming ? (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            Approve Withdrawal
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={pending || undefined}
            onClick={() => onDecide('reject-withdrawal')}
          >
            {pending ? 'Saving...' : 'Reject Withdrawal'}
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
              aria-disabled={pending || undefined}
              onClick={() => onDecide('approve-withdrawal')}
            >
              {pending ? 'Withdrawing...' : 'Withdraw Certificate'}
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
