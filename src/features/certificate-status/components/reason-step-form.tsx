import type { StatusReason } from '@/domain/certificate-status';

import type { ReasonStepKind } from '../utils/status-panel';
import { StatusReasonForm } from './status-reason-form';

const forms: Record<
  ReasonStepKind,
  { label: string; submitLabel: string; pendingLabel: string; noteRequired: boolean; what: string }
> = {
  suspend: {
    label: 'Suspend this certificate',
    submitLabel: 'Suspend Certificate',
    pendingLabel: 'Suspending...',
    noteRequired: false,
    what: 'While suspended, public verification says the certificate is under review. You or a colleague can reinstate it at any time.',
  },
  'request-withdrawal': {
    label: 'Request withdrawal of this certificate',
    submitLabel: 'Request Withdrawal',
    pendingLabel: 'Requesting...',
    noteRequired: true,
    what: 'A withdrawal is final. Another staff member must approve it before it takes effect; until then the certificate keeps its status.',
  },
  'request-replacement': {
    label: 'Request replacement of this certificate',
    submitLabel: 'Request Replacement',
    pendingLabel: 'Requesting...',
    noteRequired: false,
    what: 'A replacement is a new certificate with new numbers, for a corrected name or a lost copy. Another staff member completes it by adding the new certificate; until then this one keeps its status.',
  },
};

type ReasonStepFormProps = {
  kind: ReasonStepKind;
  pending: boolean;
  onTake: (step: { kind: ReasonStepKind; reason: StatusReason }) => void;
  onCancel: () => void;
};

/** The reason for a suspension, or for a withdrawal or replacement asked for, then the step. */
export function ReasonStepForm({ kind, pending, onTake, onCancel }: ReasonStepFormProps) {
  const form = forms[kind];
  return (
    <StatusReasonForm
      label={form.label}
      submitLabel={form.submitLabel}
      pendingLabel={form.pendingLabel}
      pending={pending}
      noteRequired={form.noteRequired}
      onSubmit={(reason) => onTake({ kind, reason })}
      onCancel={onCancel}
    >
      {form.what}
    </StatusReasonForm>
  );
}
