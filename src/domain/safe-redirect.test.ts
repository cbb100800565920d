import { DEFAULT_SIGN_IN_REDIRECT, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('defaults to the dashboard', () => {
    expect(DEFAULT_SIGN_IN_REDIRECT).toBe('/dashboard');
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });

  it.each([
    '/dashboard',
    '/dashboard/student-list',
    '/dashboard/student-list?page=2&sort=surname',
    '/add-certificate#top',
    '/',
    '/qualifications?search=care%20skills',
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/dashboard'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash later on', '/dashboard\\..\\evil'],
    ['an absolute https URL', 'https://evil.example'],
    ['an absolute http URL', 'http://evil.example/dashboard'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<p>hi</p>'],
    ['a relative path', 'dashboard'],
    ['a dot path', './dashboard'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline that browsers strip', '/\n/evil.example'],
    ['a carriage return', '/dashboard\r'],
    ['a NUL character', '/dashboard\u0000'],
    ['a DEL character', '/dash\u007fboard'],
    ['a C1 control character', '/dash\u0085board'],
    ['leading white space', ' /dashboard'],
    ['three slashes', '///evil.example'],
  ])('refuses %s', (_label, target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirect('//evil.example', '/')).toBe('/');
    expect(safeRedirect('/about', '/')).toBe('/about');
  });
});
