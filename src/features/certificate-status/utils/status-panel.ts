import type { StatusReason } from '@/domain/certificate-status';
import type { StatusStep } from '@/domain/plans/status-step';

/** A step that asks why before it is taken. */
export type ReasonStepKind = Extract<StatusStep, { reason: StatusReason }>['kind'];

/**
 * The status panel's own state (docs/decisions/019-certificate-status.md), as a pure reducer:
 * staff choose among the steps open now, or give the reason for the one they chose; what their
 * last step did stays said until they take another. Whether a step is saving, and why it failed,
 * is the step's own (TanStack Query's mutation).
 */
export type StatusPanel =
  | { step: 'choosing'; done: string | null }
  | { step: 'giving-reason'; kind: ReasonStepKind; done: string | null };

export type StatusPanelEvent =
  | { type: 'reason-asked'; kind: ReasonStepKind }
  | { type: 'reason-cancelled' }
  | { type: 'step-started' }
  | { type: 'step-taken'; kind: StatusStep['kind'] };

export const initialStatusPanel: StatusPanel = { step: 'choosing', done: null };

/** What each step did, said once it has landed. */
export const doneText: Record<StatusStep['kind'], string> = {
  suspend: 'Certificate suspended. Public verification now says it is under review.',
  reinstate: 'Certificate reinstated. It verifies as valid again.',
  'request-withdrawal':
    'Withdrawal requested. Another staff member must approve it before it takes effect.',
  'approve-withdrawal': 'Certificate withdrawn. Public verification now says it is withdrawn.',
  'reject-withdrawal': 'Withdrawal rejected. The certificate keeps its status.',
  'request-replacement':
    'Replacement requested. Another staff member must complete it by adding the new certificate.',
  'reject-replacement': 'Replacement rejected. The certificate keeps its status.',
};

export function statusPanel(state: StatusPanel, event: StatusPanelEvent): StatusPanel {
  switch (event.type) {
    case 'reason-asked':
      return state.step === 'choosing'
        ? { step: 'giving-reason', kind: event.kind, done: state.done }
        : state;
    case 'reason-cancelled':
      return state.step === 'giving-reason' ? { step: 'choosing', done: state.done } : state;
    case 'step-started':
      // A step can be taken from the reason's form or from a decision on a request, open beside it.
      return { ...state, done: null };
    case 'step-taken':
      return { step: 'choosing', done: doneText[event.kind] };
  }
}
