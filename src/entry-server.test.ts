import { paths } from '@/config/paths';
import { newsArticles } from '@/content/news';
import { qualifications } from '@/content/qualifications';

import { prerenderedAddresses, routeModules } from './entry-server';

describe('the pre-rendered addresses and their modules (src/entry-server.tsx)', () => {
  it('are every public route of the route table, one page per qualification and article', () => {
    const addresses = prerenderedAddresses();
    expect(addresses).toEqual(
      expect.arrayContaining(['/', '/about', '/verify-certificate', '/login']),
    );
    expect(addresses).toContain(paths.qualification.getHref(qualifications[0]!.id));
    expect(addresses.filter((address) => address.startsWith('/qualifications/'))).toHaveLength(
      qualifications.length,
    );
    expect(addresses.filter((address) => address.startsWith('/news/'))).toHaveLength(
      newsArticles.length,
    );
    for (const address of addresses) expect(address).not.toMatch(/[:*]|^\/dashboard/);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('name the modules an address renders, outermost first', () => {
    expect(routeModules('/')).toEqual(['src/pages/home.tsx']);
    // The sign-in page also names the session and sign-in, which its form runs on demand.
    expect(routeModules('/login')).toEqual([
      'src/app/staff-area.tsx',
      'src/pages/login.tsx',
      'src/features/auth/api/subscribe-to-session.ts',
      'src/features/auth/api/sign-in.ts',
    ]);
    expect(routeModules(paths.qualification.getHref('x'))).toEqual(['src/pages/qualification.tsx']);
    const id = qualifications[0]!.id;
    expect(routeModules(paths.qualification.getHref(id))).toEqual([
      'src/pages/qualification.tsx',
      `src/content/qualifications/details/${id}.ts`,
    ]);
    expect(routeModules('/no-such-page')).toEqual(['src/pages/not-found.tsx']);
  });

  it('name the public check beside the verification page, which runs it on demand', () => {
    const [page, check] = routeModules(paths.verify.getHref());
    expect(page).toBe('src/pages/verify-certificate.tsx');
    expect(Object.keys(import.meta.glob('/src/features/verification/api/*.ts'))).toContain(
      `/${check}`,
    );
  });

  it('name the account request beside the page for employers, which sends it on demand', () => {
    const [page, request] = routeModules(paths.verifyEmployers.getHref());
    expect(page).toBe('src/pages/employers.tsx');
    expect(Object.keys(import.meta.glob('/src/features/verifiers/api/*.ts'))).toContain(
      `/${request}`,
    );
    expect(prerenderedAddresses()).toContain('/employers');
  });
});
