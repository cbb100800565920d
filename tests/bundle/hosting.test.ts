import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EMULATOR_BUILD_NOTE } from '../../scripts/lib/build/build-target';
import {
  readHostingConfig,
  serveHosting,
  type HostingServer,
} from '../../scripts/lib/build/hosting-server';

/**
 * The local Hosting server, with this repository's firebase.json, answers as Hosting does: what
 * `npm start`, Lighthouse and the end-to-end tests see is what production will send.
 */

const script = 'console.log("app");'.repeat(100);

const SECRET = 'not part of the site';

/**
 * A build-shaped folder: pre-rendered pages, the app shell and an asset; beside it, a file that
 * must never be served. `removeSite` deletes both.
 */
function makeSite(options: { shell?: boolean } = {}): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  const dir = path.join(parent, 'site');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'qualifications'));
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'about.html': '<h1>About</h1>',
    'qualifications.html': '<h1>Catalogue</h1>',
    'qualifications/level-3.html': '<h1>Level 3</h1>',
    'assets/index-1.js': script,
    'robots.txt': 'User-agent: *',
    ...(options.shell === false ? {} : { 'app-shell.html': '<div id="root"></div>' }),
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  return dir;
}

const removeSite = (site: string) => rmSync(path.dirname(site), { recursive: true, force: true });

/** A request sent as written (fetch would tidy the path and decompress the body). */
function rawGet(server: HostingServer, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    request(`${server.url}/`, { path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const hosting = readHostingConfig();
const get = (server: HostingServer, pathname: string, init?: RequestInit) =>
  fetch(`${server.url}${pathname}`, { redirect: 'manual', ...init });

describe('the site served as Hosting serves it', () => {
  let site: string;
  let server: HostingServer;
  beforeAll(async () => {
    site = makeSite();
    server = await serveHosting({ buildDir: site });
  });
  afterAll(async () => {
    await server.close();
    removeSite(site);
  });

  it('serves pre-rendered pages by their clean address', async () => {
    for (const [pathname, body] of [
      ['/', '<h1>Home</h1>'],
      ['/about', '<h1>About</h1>'],
      ['/qualifications', '<h1>Catalogue</h1>'],
      ['/qualifications/level-3', '<h1>Level 3</h1>'],
      ['/robots.txt', 'User-agent: *'],
    ] as const) {
      const response = await get(server, pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe(body);
    }
    expect((await get(server, '/about')).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('rewrites any other address to the app shell', async () => {
    for (const pathname of ['/dashboard', '/dashboard/student-list', '/qualifications/unknown']) {
      const response = await get(server, pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe('<div id="root"></div>');
    }
  });

  it('redirects a trailing slash and an .html address to the clean one, keeping the query', async () => {
    for (const [pathname, location] of [
      ['/about/', '/about'],
      ['/about.html', '/about'],
      ['/qualifications/level-3.html?level=3', '/qualifications/level-3?level=3'],
    ] as const) {
      const response = await get(server, pathname);
      expect(response.status, pathname).toBe(301);
      expect(response.headers.get('location'), pathname).toBe(location);
    }
  });

  it("sends firebase.json's security headers, and long caching only for hashed assets", async () => {
    const page = await get(server, '/about');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    // Scripts from the site itself, and App Check's reCAPTCHA Enterprise (its script, its frame
    // and the token exchange) for when it is switched on; nothing inline.
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(directive('frame-src')).toBe(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    );
    expect(directive('connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(policy).not.toContain('127.0.0.1');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const asset = await get(server, '/assets/index-1.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBe(policy);
  });

  it('compresses what the browser accepts compressed', async () => {
    const plain = await get(server, '/assets/index-1.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    const { encoding, body } = await rawGet(server, '/assets/index-1.js', {
      'Accept-Encoding': 'gzip',
    });
    expect(encoding).toBe('gzip');
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('never serves a file outside the site', async () => {
    for (const pathname of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const { body } = await rawGet(server, pathname);
      expect(body.toString(), pathname).not.toContain(SECRET);
    }
    // The file is there to be found: one level up is where it would leak from.
    expect((await rawGet(server, '/robots.txt')).body.toString()).toBe('User-agent: *');
  });
});

describe('a build without the app shell', () => {
  it('answers 404 for an address with no page', async () => {
    const site = makeSite({ shell: false });
    const server = await serveHosting({ buildDir: site });
    try {
      expect((await get(server, '/dashboard')).status).toBe(404);
      expect((await get(server, '/assets/missing.js')).status).toBe(404);
      expect((await get(server, '/about')).status).toBe(200);
    } finally {
      await server.close();
      removeSite(site);
    }
  });
});

describe('an emulator build', () => {
  it('may also connect to its own emulators, and nothing else changes', async () => {
    const site = makeSite();
    const note = {
      projectId: 'demo-larkfield',
      auth: '127.0.0.1:9199',
      firestore: '127.0.0.1:8180',
    };
    writeFileSync(path.join(site, EMULATOR_BUILD_NOTE), JSON.stringify(note));
    const server = await serveHosting({ buildDir: site });
    try {
      const policy = (await get(server, '/about')).headers.get('content-security-policy') ?? '';
      const connect = policy.split(';').find((directive) => directive.includes('connect-src'));
      expect(connect).toContain(" 'self' ");
      expect(connect).toContain('https://firestore.googleapis.com');
      expect(connect).toContain('http://127.0.0.1:9199 http://127.0.0.1:8180');
      const production = hosting.headers
        ?.flatMap((rule) => rule.headers)
        .find(({ key }) => key === 'Content-Security-Policy')?.value;
      const withoutEmulators = policy.replace(' http://127.0.0.1:9199 http://127.0.0.1:8180', '');
      expect(withoutEmulators).toBe(production);
    } finally {
      await server.close();
      removeSite(site);
    }
  });
});
