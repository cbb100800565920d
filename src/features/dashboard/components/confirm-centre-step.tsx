import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { centreLabel, type Centre, type CentreStatus } from '@/domain/centres';

/** A step the admin has chosen and is asked to confirm. */
export type Confirming = { centre: Centre; to: CentreStatus };

export const stepText: Record<
  CentreStatus,
  { title: string; button: string; what: string; done: string }
> = {
  suspended: {
    title: 'Suspend this centre?',
    button: 'Suspend Centre',
    what: 'Its staff can still sign in and read its learners, but add nothing until it is reactivated. Its certificates keep verifying.',
    done: 'is suspended. Its staff add nothing until it is reactivated.',
  },
  active: {
    title: 'Reactivate this centre?',
    button: 'Reactivate Centre',
    what: 'Its staff can add certificates under it again.',
    done: 'is active again.',
  },
};

/** 'Suspend Centre' and 'Reactivate Centre' are confirmed first; Cancel has the focus. */
export function ConfirmCentreStep({
  confirming,
  pending,
  onConfirm,
  onCancel,
}: {
  confirming: Confirming | null;
  pending: boolean;
  onConfirm: (step: Confirming) => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const text = confirming ? stepText[confirming.to] : null;
  return (
    <Dialog
      open={confirming !== null}
      onClose={onCancel}
      title={text?.title ?? ''}
      description={confirming ? `Centre ${centreLabel(confirming.centre)}.` : undefined}
      initialFocusRef={cancelRef}
    >
      <p className="text-slate-700">{text?.what}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant={confirming?.to === 'suspended' ? 'danger' : 'primary'}
          aria-disabled={pending || undefined}
          onClick={() => (confirming && !pending ? onConfirm(confirming) : undefined)}
        >
          {pending ? 'Saving...' : text?.button}
        </Button>
      </div>
    </Dialog>
  );
}
