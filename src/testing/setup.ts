import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default: on a busy machine a screen can take longer
// than that to answer, and a slow machine must not fail a test. Within a test's own timeout
// (vite.config.ts), they wait up to 15 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});

// jsdom has <dialog> but none of its methods. This stand-in only opens and closes it; focus,
// the keyboard trap and Escape are the components' own work, so tests exercise the real code.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.open) return;
    if (value !== undefined) this.returnValue = value;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
