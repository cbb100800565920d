import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Invitation } from '@/domain/invitations';

import type { StaffEntry } from '../api/staff-api';

/** A step on the Staff screen the admin has chosen and is asked to confirm. */
export type StaffStep =
  { kind: 'withdraw'; invitation: Invitation } | { kind: 'remove'; entry: StaffEntry };

const stepText = {
  withdraw: {
    title: 'Withdraw this invitation?',
    button: 'Withdraw Invitation',
    what: 'The link already sent will no longer open the staff dashboard. You can invite them again later.',
  },
  remove: {
    title: 'Remove this person’s staff access?',
    button: 'Remove Access',
    what: 'Their access ends with their next request: they will see nothing more of the register. Their account stays, and you can invite them again later.',
  },
} as const;

/** The address a step is about. */
export function stepEmail(step: StaffStep): string {
  return step.kind === 'withdraw' ? step.invitation.email : step.entry.email;
}

/** 'Withdraw' and 'Remove' are confirmed first; Cancel has the focus. */
export function ConfirmStaffStep({
  step,
  pending,
  onConfirm,
  onCancel,
}: {
  step: StaffStep | null;
  pending: boolean;
  onConfirm: (step: StaffStep) => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const text = step ? stepText[step.kind] : null;
  return (
    <Dialog
      open={step !== null}
      onClose={onCancel}
      title={text?.title ?? ''}
      description={step ? stepEmail(step) : undefined}
      initialFocusRef={cancelRef}
    >
      <p className="text-slate-700">{text?.what}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant="danger"
          aria-disabled={pending || undefined}
          onClick={() => (step && !pending ? onConfirm(step) : undefined)}
        >
          {pending ? 'Saving...' : text?.button}
        </Button>
      </div>
    </Dialog>
  );
}
