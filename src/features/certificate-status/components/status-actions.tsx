import { Button } from '@/components/ui/button';
import type { StatusAction } from '@/domain/certificate-status';

import type { ReasonStepKind } from '../utils/status-panel';

type StatusActionsProps = {
  /** The steps open to this staff member now. */
  actions: readonly StatusAction[];
  pending: boolean;
  /** A step that asks why first: its form opens. */
  onAskReason: (kind: ReasonStepKind) => void;
  onReinstate: () => void;
};

/** The steps on a certificate that are not decisions on a request. */
export function StatusActions({ actions, pending, onAskReason, onReinstate }: StatusActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.includes('suspend') ? (
        <Button variant="outline" size="sm" onClick={() => onAskReason('suspend')}>
          Suspend
        </Button>
      ) : null}
      {actions.includes('reinstate') ? (
        <Button size="sm" aria-disabled={pending || undefined} onClick={onReinstate}>
          {pending ? 'Reinstating...' : 'Reinstate'}
        </Button>
      ) : null}
      {actions.includes('request-withdrawal') ? (
        <Button variant="outline" size="sm" onClick={() => onAskReason('request-withdrawal')}>
          Request Withdrawal
        </Button>
      ) : null}
      {actions.includes('request-replacement') ? (
        <Button variant="outline" size="sm" onClick={() => onAskReason('request-replacement')}>
          Request Replacement
        </Button>
      ) : null}
    </div>
  );
}
