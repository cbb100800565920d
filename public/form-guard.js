/* global document, HTMLFormElement */
// Every form on this site is handled by the app. Pre-rendered pages show forms before the app has
// loaded; until it has, a form with no action of its own must not submit natively: that would
// reload the page and could put what was typed, even a password, in the address bar.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !form.hasAttribute('action')) event.preventDefault();
  },
  true,
);
