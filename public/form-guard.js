/* global document, window, HTMLFormElement */
// Keeps what a visitor does with a pre-rendered form until the app takes it over: the app then
// replays it (src/components/ui/form.tsx, docs/decisions/011-pre-rendering-and-hydration.md).
(() => {
  const indexOf = (list, item) => Array.prototype.indexOf.call(list, item);
  // Only the forms the page arrived with; by their place, the same when the app renders afresh.
  const arrived = new WeakSet(Array.from(document.forms));
  const taken = new WeakSet();
  const waiting = (form) => arrived.has(form) && !taken.has(form);
  const activity = new Map();

  const activityOf = (form) => {
    const place = indexOf(document.forms, form);
    if (!activity.has(place)) activity.set(place, { edits: new Map(), submitted: false });
    return activity.get(place);
  };

  const noteEdit = (event) => {
    const control = event.target;
    const form = control && control.form;
    if (!(form instanceof HTMLFormElement) || !waiting(form)) return;
    activityOf(form).edits.set(indexOf(form.elements, control), {
      value: control.value,
      checked: control.checked === true,
    });
  };
  document.addEventListener('input', noteEdit, true);
  document.addEventListener('change', noteEdit, true);

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      if (!waiting(form)) return;
      const held = activityOf(form);
      held.submitted = true;
      held.submitter = event.submitter ? indexOf(form.elements, event.submitter) : -1;
    },
    true,
  );

  window.larkfieldForms = {
    /** The app has this form now: what happened to it before, if anything. */
    takeOver(form) {
      taken.add(form);
      const place = indexOf(document.forms, form);
      const held = activity.get(place);
      activity.delete(place);
      if (!held) return undefined;
      return {
        edits: [...held.edits].map(([index, edit]) => ({ index, ...edit })),
        submitted: held.submitted,
        submitter: held.submitter ?? -1,
      };
    },
  };
})();
