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
// of holding the main thread until the whole page is ready.
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
