import { clsx } from 'clsx';
import { useRef, type ReactNode } from 'react';

import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: string;
  /** What the step does, said before the buttons. */
  children?: ReactNode;
  /** The confirm button's label, the same words as the button that opened the dialog. */
  confirmLabel: string;
  /** 'danger' for a step that takes something away. */
  tone?: 'danger' | 'primary';
  /** While the step is saving the confirm button says so and does nothing more. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A step confirmed before it is taken. Cancel has the focus, so Enter never takes it by chance. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  tone = 'danger',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      initialFocusRef={cancelRef}
    >
      {children ? <div className="text-slate-700">{children}</div> : null}
      <div className={clsx('flex flex-wrap justify-end gap-3', children && 'mt-4')}>
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant={tone}
          aria-disabled={pending || undefined}
          onClick={() => (pending ? undefined : onConfirm())}
        >
          {pending ? 'Saving...' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
