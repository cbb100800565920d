import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { canHydrate } from '@/app/prerendered-markup';
import { AppRouter } from '@/app/router';

import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);

// Public pages arrive pre-rendered (scripts/prerender.ts): hydrate that markup when it is this
// address's, otherwise render afresh, which replaces whatever the container holds.
// Either way as a transition: React then yields to the browser every few milliseconds instead
// of holding the main thread until the whole page is ready. And in a task of its own: the
// modules above are run in one, and creating the root (React listens for every kind of event on
// it) would make that task longer still (docs/decisions/025-short-tasks-on-arrival.md).
function start(container: HTMLElement) {
  if (canHydrate(container.dataset.prerendered, window.location, window.history.state)) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}

setTimeout(start, 0, container);
