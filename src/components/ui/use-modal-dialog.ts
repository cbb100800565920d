import { useLayoutEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

/** The controls inside `container` that Tab can reach, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert], dialog:not([open])'),
  );
}

type ModalOptions = {
  open: boolean;
  onClose: () => void;
  /** Close when the backdrop (anything outside the dialog's box) is clicked. */
  closeOnBackdropClick?: boolean;
};

/**
 * Opens a native <dialog> as a modal while `open` is true. The browser makes the page behind it
 * inert and puts it in the top layer, so it is never clipped by a scrolling parent; the keyboard
 * trap and Escape are handled here as well so they behave the same everywhere, including in
 * nested dialogs. Focus goes back to whatever had it before the dialog opened.
 */
export function useModalDialog({ open, onClose, closeOnBackdropClick = false }: ModalOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const requestClose = () => onCloseRef.current();

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || !dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        // A dialog inside another must not close its parent as well.
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(dialog);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      const active = document.activeElement;
      const wrapTo = event.shiftKey
        ? active === first || !dialog.contains(active)
          ? last
          : null
        : active === last
          ? first
          : null;
      if (tabbable.length === 0 || wrapTo) {
        event.preventDefault();
        event.stopPropagation();
        wrapTo?.focus();
      }
    }
    function onCancel(event: Event) {
      // The browser's own close request (Escape, the Android back gesture): let the owner decide.
      event.preventDefault();
      requestClose();
    }
    function onClick(event: MouseEvent) {
      if (closeOnBackdropClick && event.target === dialog) requestClose();
    }

    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, closeOnBackdropClick]);

  return ref;
}
