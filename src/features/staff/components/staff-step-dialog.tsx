import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { staffStepText, stepEmail, type StaffStep } from '../utils/confirm-steps';

type StaffStepDialogProps = {
  /** The withdrawal or removal chosen; the dialog is closed without one. */
  step: StaffStep | null;
  pending: boolean;
  onConfirm: (step: StaffStep) => void;
  onCancel: () => void;
};

/** Asks the admin to confirm a withdrawal or removal, naming the address. */
export function StaffStepDialog({ step, pending, onConfirm, onCancel }: StaffStepDialogProps) {
  const text = step ? staffStepText[step.kind] : null;
  return (
    <ConfirmDialog
      open={step !== null}
      title={text?.title ?? ''}
      description={step ? stepEmail(step) : undefined}
      confirmLabel={text?.button ?? ''}
      pending={pending}
      onConfirm={() => (step ? onConfirm(step) : undefined)}
      onCancel={onCancel}
    >
      {text?.what}
    </ConfirmDialog>
  );
}
