import { BrowserRouter, StaticRouter, useRoutes } from 'react-router-dom';

import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing over one route table: the data router would add about 16 KB gzipped to
 * every public page for loaders we do not use (docs/decisions/002-routing.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The same route table at one address, for pre-rendering pages at build time. */
export function StaticAppRouter({ location }: { location: string }) {
  return (
    <StaticRouter location={location}>
      <AppRoutes />
    </StaticRouter>
  );
}
