import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type ConfirmInvestigatedDialogProps = {
  /** The name of the attempt to be closed; the dialog is open while it is set. */
  attemptName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Mark Investigated' deletes the record, so it is confirmed first; Cancel has the focus. */
export function ConfirmInvestigatedDialog({
  attemptName,
  onConfirm,
  onCancel,
}: ConfirmInvestigatedDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={attemptName !== null}
      onClose={onCancel}
      title="Mark this attempt investigated?"
      description={`The attempt by ${attemptName ?? ''} will be removed from the review queue. This cannot be undone.`}
      initialFocusRef={cancelRef}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Mark Investigated
        </Button>
      </div>
    </Dialog>
  );
}
