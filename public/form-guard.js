/* global document, HTMLFormElement */
// Pre-rendered pages show forms before the app has loaded: until it has, a form with no action
// must not submit natively (docs/decisions/011-pre-rendering-and-hydration.md).
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !form.hasAttribute('action')) event.preventDefault();
  },
  true,
);
