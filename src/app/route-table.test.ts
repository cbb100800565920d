import { matchRoutes, type RouteMatch } from 'react-router-dom';

import { pageRoutes, type RouteEntry } from './route-table';

describe('the route table', () => {
  const pages = pageRoutes();

  it('lists every page with the modules it loads, outermost first', () => {
    expect(pages.find((page) => page.path === '/')).toEqual({
      path: '/',
      kind: 'marketing',
      modules: ['src/pages/home.tsx'],
    });
    expect(pages.find((page) => page.path === '/login')).toEqual({
      path: '/login',
      kind: 'public-app',
      modules: ['src/app/staff-area.tsx', 'src/pages/login.tsx'],
    });
    expect(pages.find((page) => page.path === '/dashboard')?.modules).toEqual([
      'src/app/staff-area.tsx',
      'src/app/staff-only.tsx',
      'src/pages/dashboard/layout.tsx',
      'src/pages/dashboard/home.tsx',
    ]);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('names only modules that exist', () => {
    const sources = new Set(Object.keys(import.meta.glob('/src/**/*.tsx')));
    for (const page of pages) {
      for (const module of page.modules) expect(sources.has(`/${module}`), module).toBe(true);
    }
  });

  it('gives every route that shows a page a kind', () => {
    const broken: RouteEntry[] = [{ path: '/x', module: 'src/pages/home.tsx' }];
    expect(() => pageRoutes(broken)).toThrow('The route /x shows a page but has no kind.');
  });

  it('is what the router routes, through its two tables', async () => {
    const { otherRoutes, routes } = await import('./routes');
    const modules = (matches: RouteMatch[] | null) =>
      (matches ?? []).flatMap((match) => (match.route.handle as { module?: string })?.module ?? []);
    const routed = (address: string) => {
      const matches = matchRoutes(routes, address) ?? [];
      // The splat without a module of its own hands the address to the second table.
      if (modules(matches.slice(-1)).length > 0) return modules(matches);
      return modules(matchRoutes(otherRoutes, address));
    };

    for (const page of pages) {
      const address = page.path === '*' ? '/no-such-page' : page.path.replace(/:\w+/g, 'sample');
      expect(routed(address), page.path).toEqual(page.modules);
    }
  });
});
