import { paths } from './paths';
import { fullAddress, site } from './site';

describe('site configuration', () => {
  it('uses a number from the drama range and a reserved e-mail domain', () => {
    expect(site.phone.display).toMatch(/^020 7946 0\d{3}$/);
    expect(site.phone.href).toBe(`tel:+44${site.phone.display.replace(/\s/g, '').slice(1)}`);
    expect(site.email).toMatch(/@[a-z0-9-]+\.example$/);
  });

  it('formats the postal address on one line', () => {
    expect(fullAddress).toContain('London');
    expect(fullAddress).toContain(site.address.postcode);
  });
});

describe('paths', () => {
  it('adds catalogue query parameters only when they have a value', () => {
    expect(paths.qualifications.getHref()).toBe('/qualifications');
    expect(paths.qualifications.getHref({ search: '' })).toBe('/qualifications');
    expect(paths.qualifications.getHref({ search: 'care work' })).toBe(
      '/qualifications?search=care+work',
    );
    expect(paths.qualifications.getHref({ sector: 'Administration' })).toBe(
      '/qualifications?sector=Administration',
    );
  });

  it('encodes the redirect target of the login page', () => {
    expect(paths.login.getHref('/dashboard/student-list')).toBe(
      '/login?redirect=%2Fdashboard%2Fstudent-list',
    );
  });
});
