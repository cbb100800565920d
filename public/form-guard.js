/* global document, window, HTMLFormElement */
// Pre-rendered pages show their forms before the app has loaded (docs/decisions/011-pre-rendering-and-hydration.md).
// Until the app has taken a form over, this keeps what a visitor does with it: each control's
// last value, and a submission, which is held rather than sent by the browser (that would reload
// the page and could put what was typed in the address). The app replays both once it has the
// form (src/components/ui/form.tsx). A form with an action of its own (the home page's search)
// works as a plain form until then.
(() => {
  const indexOf = (list, item) => Array.prototype.indexOf.call(list, item);
  // Only the page's own forms, as they arrived: the app renders every other form itself.
  const arrived = new WeakSet(Array.from(document.forms));
  const taken = new WeakSet();
  const waiting = (form) => arrived.has(form) && !taken.has(form);
  // By the form's place in the page, which is the same when the app renders the page afresh.
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
