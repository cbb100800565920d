import { useLayoutEffect, useRef, type ComponentProps } from 'react';

/** What public/form-guard.js kept of a pre-rendered form before the app took it over. */
type EarlyActivity = {
  /** Each control changed, by its index in `form.elements`, with its last value. */
  edits: { index: number; value: string; checked: boolean }[];
  submitted: boolean;
  /** The index of the button that submitted the form, or -1. */
  submitter: number;
};

declare global {
  interface Window {
    larkfieldForms?: { takeOver: (form: HTMLFormElement) => EarlyActivity | undefined };
  }
}

/**
 * Tells the app about a change made before it was listening, as the browser would have: the
 * control first shows what the app last rendered, then what the visitor left in it, and an
 * event reports the edit to the app's own handlers.
 */
function replayEdit(control: Element | null, edit: EarlyActivity['edits'][number]) {
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    if (edit.checked === control.defaultChecked) return;
    control.checked = !edit.checked;
    control.click();
  } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    if (edit.value === control.defaultValue) return;
    control.value = control.defaultValue;
    // The prototype's setter, as typing does, so that the app sees a value it has not rendered.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
      control,
      edit.value,
    );
    control.dispatchEvent(new Event('input', { bubbles: true }));
  } else if (control instanceof HTMLSelectElement) {
    control.value = edit.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * A form that may arrive pre-rendered, before the app (docs/decisions/011-pre-rendering-and-hydration.md):
 * what a visitor typed or chose in it before the app took it over is passed to the app's
 * handlers, and a submission made then is made again, so nothing is lost.
 */
export function Form(props: Omit<ComponentProps<'form'>, 'ref'>) {
  const formRef = useRef<HTMLFormElement>(null);

  // Taken over as the app's first render of the form is committed, and replayed before the
  // browser handles anything else: a visitor's next keystroke would otherwise re-render the form
  // from state that has not heard of what they typed, and wipe it.
  useLayoutEffect(() => {
    const form = formRef.current;
    const early = form ? window.larkfieldForms?.takeOver(form) : undefined;
    if (!form || !early) return;
    queueMicrotask(() => {
      if (!form.isConnected) return;
      // Each edit is a discrete event: the app has rendered it before the next is replayed, so
      // a submission sends what the visitor sees.
      for (const edit of early.edits) replayEdit(form.elements[edit.index] ?? null, edit);
      if (early.submitted) {
        const submitter = form.elements[early.submitter];
        const button = submitter instanceof HTMLButtonElement && submitter.type === 'submit';
        form.requestSubmit(button ? submitter : undefined);
      }
    });
  }, []);

  return <form ref={formRef} {...props} />;
}
