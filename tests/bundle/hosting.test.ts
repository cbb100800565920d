import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  globToRegExp,
  readHostingConfig,
  resolveRequest,
  type HostingConfig,
} from '../../scripts/lib/hosting';
import { startStaticServer, type StaticServer } from '../../scripts/lib/static-server';

/** A build-shaped folder: pre-rendered pages, the app shell and an asset. */
function makeSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'qualifications'));
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'about.html': '<h1>About</h1>',
    'qualifications.html': '<h1>Catalogue</h1>',
    'qualifications/level-3.html': '<h1>Level 3</h1>',
    'app-shell.html': '<div id="root"></div>',
    'assets/index-1.js': 'console.log("app");'.repeat(50),
    'robots.txt': 'User-agent: *',
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  return dir;
}

const config: HostingConfig = {
  cleanUrls: true,
  trailingSlash: false,
  rewrites: [{ source: '**', destination: '/app-shell.html' }],
  headers: [
    { source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    {
      source: '/assets/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
};

describe('globToRegExp', () => {
  it.each([
    ['**', '/anything/at/all', true],
    ['/assets/**', '/assets/index-1.js', true],
    ['/assets/**', '/about', false],
    ['/dashboard{,/**}', '/dashboard', true],
    ['/dashboard{,/**}', '/dashboard/student-list', true],
    ['/news/*', '/news/a', true],
    ['/news/*', '/news/a/b', false],
  ])('%s matches %s: %s', (glob, pathname, matches) => {
    expect(globToRegExp(glob).test(pathname)).toBe(matches);
  });
});

describe('resolveRequest', () => {
  let site: string;
  beforeAll(() => {
    site = makeSite();
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  const fileFor = (pathname: string) => {
    const answer = resolveRequest(config, site, pathname);
    return answer.kind === 'file' ? path.relative(site, answer.file) : answer.kind;
  };

  it('serves pre-rendered pages by their clean address', () => {
    expect(fileFor('/')).toBe('index.html');
    expect(fileFor('/about')).toBe('about.html');
    expect(fileFor('/qualifications')).toBe('qualifications.html');
    expect(fileFor('/qualifications/level-3')).toBe('qualifications/level-3.html');
    expect(fileFor('/robots.txt')).toBe('robots.txt');
  });

  it('rewrites any other address to the app shell', () => {
    expect(fileFor('/dashboard')).toBe('app-shell.html');
    expect(fileFor('/qualifications/unknown')).toBe('app-shell.html');
  });

  it('redirects a trailing slash and an .html address to the clean one', () => {
    expect(resolveRequest(config, site, '/about/')).toMatchObject({
      kind: 'redirect',
      location: '/about',
    });
    expect(resolveRequest(config, site, '/about.html')).toMatchObject({
      kind: 'redirect',
      location: '/about',
    });
  });

  it('applies every matching header rule, later rules winning', () => {
    expect(resolveRequest(config, site, '/about').headers['Cache-Control']).toBe('no-cache');
    expect(resolveRequest(config, site, '/assets/index-1.js').headers['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('never serves a file outside the site', () => {
    expect(fileFor('/../package.json')).not.toMatch(/package\.json/);
  });
});

describe('the Hosting configuration', () => {
  it('rewrites to the app shell and sends the security headers', () => {
    const hosting = readHostingConfig();
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites).toContainEqual({ source: '**', destination: '/app-shell.html' });
    const headers = resolveRequest(hosting, tmpdir(), '/about').headers;
    expect(headers['Content-Security-Policy']).toContain("script-src 'self'");
  });
});

describe('startStaticServer', () => {
  let site: string;
  let server: StaticServer;
  beforeAll(async () => {
    site = makeSite();
    server = await startStaticServer({ publicDir: site, config });
  });
  afterAll(async () => {
    await server.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('answers as Hosting would, compressed', async () => {
    const page = await fetch(`${server.url}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toBe('<h1>About</h1>');

    const script = await fetch(`${server.url}/assets/index-1.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const redirect = await fetch(`${server.url}/about/`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/about');

    expect(await (await fetch(`${server.url}/dashboard`)).text()).toBe('<div id="root"></div>');
  });
});
