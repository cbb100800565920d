import { useEffect, useRef, type ComponentProps } from 'react';

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

  useEffect(() => {
    const form = formRef.current;
    const early = form ? window.larkfieldForms?.takeOver(form) : undefined;
    if (!form || !early) return;
    // One step a task, as a visitor's own events arrive, so that the app has rendered each
    // before the next (a submission sends what the visitor sees).
    const steps = early.edits.map(
      (edit) => () => replayEdit(form.elements[edit.index] ?? null, edit),
    );
    if (early.submitted) {
      steps.push(() => {
        const submitter = form.elements[early.submitter];
        const button = submitter instanceof HTMLButtonElement && submitter.type === 'submit';
        form.requestSubmit(button ? submitter : undefined);
      });
    }
    const next = () => {
      const step = steps.shift();
      if (!step || !form.isConnected) return;
      step();
      setTimeout(next);
    };
    setTimeout(next);
  }, []);

  return <form ref={formRef} {...props} />;
}
