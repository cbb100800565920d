import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

import { tabbableIn, useModalDialog } from './use-modal-dialog';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  /** A sentence under the heading, read with the name when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** Focused on open; otherwise the first control in the body, or the Close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Widens the dialog for longer forms. */
  size?: 'md' | 'lg';
};

const widths = { md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' };

/**
 * A modal dialog. Escape and the Close button call `onClose`; clicking the backdrop does not,
 * so a half-finished form is never lost to a stray click. The content is only rendered while
 * open, so each opening starts afresh.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  size = 'md',
}: DialogProps) {
  const ref = useModalDialog({ open, onClose });
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;

  useEffect(() => {
    if (!open) return;
    const target =
      initialFocusRef?.current ??
      (bodyRef.current ? tabbableIn(bodyRef.current)[0] : undefined) ??
      closeRef.current;
    target?.focus();
    // The page behind stays put while the dialog is open.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
    };
  }, [open, initialFocusRef]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open ? descriptionId : undefined}
      className={`m-auto w-[calc(100%-1.5rem)] max-w-none rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60 open:flex open:flex-col max-h-[calc(100dvh-1.5rem)] ${widths[size]}`}
    >
      {open ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <h2 id={titleId} className="text-xl font-bold text-brand-900">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mr-2 -mt-1 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <svg
                viewBox="0 0 20 20"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M5 5l10 10M15 5 5 15" />
              </svg>
            </button>
          </div>
          <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {children}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
