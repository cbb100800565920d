import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';

import { RootLayout } from './layouts/root-layout';
import { routeTable, type RouteEntry } from './route-table';

type RouteModule = Record<string, ComponentType>;

// Every module the table may name, each its own chunk, fetched when its route is first rendered.
const loaders = import.meta.glob<RouteModule>([
  '/src/pages/**/*.tsx',
  '!/src/pages/**/*.test.tsx',
  '/src/app/staff-area.tsx',
  '/src/app/staff-only.tsx',
  '/src/app/verifier-only.tsx',
]);

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per module and export, however often the table names it. */
function lazyComponent(module: string, exportName = 'default') {
  const key = `${module}#${exportName}`;
  let component = components.get(key);
  if (!component) {
    const load = loaders[`/${module}`];
    if (!load) throw new Error(`The route table names ${module}, which is not a route module.`);
    component = lazy(async () => {
      const loaded = (await load())[exportName];
      if (!loaded) throw new Error(`${module} has no export ${exportName}.`);
      return { default: loaded };
    });
    components.set(key, component);
  }
  return component;
}

function toRouteObject({ path, index, module, exportName, children }: RouteEntry): RouteObject {
  const Component = lazyComponent(module, exportName);
  const handle = { module };
  if (index) return { index: true, element: <Component />, handle };
  return { path, element: <Component />, handle, children: children?.map(toRouteObject) };
}

// React Router compiles the pattern of every route in a table each time it matches an address.
// The staff area's nested routes were three quarters of that work, on every public page as it
// starts (docs/decisions/025-short-tasks-on-arrival.md), so the browser matches in two tables:
// the public pages first, then, for any other address, the staff area and the not-found page.
const isPublicPage = (entry: RouteEntry) => !entry.children && entry.path !== '*';

/** The staff area and the not-found page, matched only at an address no public page has. */
export const otherRoutes: RouteObject[] = routeTable
  .filter((entry) => !isPublicPage(entry))
  .map(toRouteObject);

function OtherRoutes() {
  return useRoutes(otherRoutes);
}

/** The one router definition: every route of the product (./route-table.ts). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...routeTable.filter(isPublicPage).map(toRouteObject),
      { path: '*', element: <OtherRoutes /> },
    ],
  },
];
