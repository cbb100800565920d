import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { VerificationAttempt } from '../types';
import { attemptName } from '../utils/attempt-labels';

type CloseAttemptDialogProps = {
  /** The attempt 'Mark Investigated' asks about; the dialog is closed without one. */
  attempt: VerificationAttempt | null;
  onConfirm: (attempt: VerificationAttempt) => void;
  onCancel: () => void;
};

/** 'Mark Investigated' closes the attempt, deleting its record, so it is confirmed first. */
export function CloseAttemptDialog({ attempt, onConfirm, onCancel }: CloseAttemptDialogProps) {
  return (
    <ConfirmDialog
      open={attempt !== null}
      title="Mark this attempt investigated?"
      description={`The attempt by ${attempt ? attemptName(attempt) : ''} will be removed from the review queue. This cannot be undone.`}
      confirmLabel="Mark Investigated"
      onCancel={onCancel}
      onConfirm={() => (attempt ? onConfirm(attempt) : undefined)}
    />
  );
}
