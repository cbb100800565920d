import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

import { repoRoot } from './project.ts';

/**
 * How Firebase Hosting answers a request, from the `hosting` block of firebase.json: clean URLs
 * (`/about` serves about.html), no trailing slashes, static files before rewrites, and headers
 * by glob. The local servers use this, so a page measured or tested locally is served as it
 * will be in production. Only what firebase.json uses is supported; anything else is refused.
 */

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type RewriteRule = { source: string; destination: string };

export type HostingConfig = {
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  rewrites?: RewriteRule[];
  headers?: HeaderRule[];
};

export type HostingAnswer =
  | { kind: 'file'; file: string; headers: Record<string, string> }
  | { kind: 'redirect'; location: string; headers: Record<string, string> }
  | { kind: 'not-found'; headers: Record<string, string> };

export function readHostingConfig(file = path.join(repoRoot, 'firebase.json')): HostingConfig {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: HostingConfig };
  if (!config.hosting) throw new Error(`${file} has no hosting configuration.`);
  for (const rule of config.hosting.rewrites ?? []) {
    if (!rule.destination) throw new Error('Only rewrites to a destination file are supported.');
  }
  return config.hosting;
}

/** A Hosting glob ('**', '/assets/**', '/dashboard{,/**}') as a regular expression. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let index = 0; index < glob.length; index++) {
    const char = glob.charAt(index);
    if (char === '*' && glob[index + 1] === '*') {
      pattern += '.*';
      index++;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else if (char === '{') pattern += '(?:';
    else if (char === '}') pattern += ')';
    else if (char === ',') pattern += '|';
    else pattern += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  // Hosting matches '**' against the path without its leading slash too.
  return new RegExp(`^/?${pattern.replace(/^\//, '')}$`);
}

function headersFor(config: HostingConfig, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of config.headers ?? []) {
    if (!globToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file under publicDir that answers `pathname`, as Hosting would choose it. */
export function resolveRequest(
  config: HostingConfig,
  publicDir: string,
  pathname: string,
): HostingAnswer {
  const headers = headersFor(config, pathname);
  if (config.trailingSlash === false && pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: pathname.replace(/\/+$/, '') || '/', headers };
  }
  if (config.cleanUrls && pathname.endsWith('.html')) {
    const clean = pathname.slice(0, -'.html'.length).replace(/\/index$/, '') || '/';
    return { kind: 'redirect', location: clean, headers };
  }

  const local = path.normalize(decodeURIComponent(pathname));
  if (local.split(path.sep).includes('..')) return { kind: 'not-found', headers };
  const candidates = [
    path.join(publicDir, local),
    path.join(publicDir, local, 'index.html'),
    ...(config.cleanUrls ? [path.join(publicDir, `${local}.html`)] : []),
  ];
  const found = candidates.find(isFile);
  if (found) return { kind: 'file', file: found, headers };

  const rewrite = (config.rewrites ?? []).find((rule) => globToRegExp(rule.source).test(pathname));
  if (rewrite) {
    const file = path.join(publicDir, rewrite.destination);
    if (isFile(file)) return { kind: 'file', file, headers };
  }
  return { kind: 'not-found', headers };
}

/**
 * `vite preview` serves pre-rendered pages by clean URL already, but falls back to index.html,
 * which is now the home page. For page requests this answers as Hosting would: redirects for a
 * trailing slash or '.html', and the rewrite's file (the empty app shell) for an address with
 * no page of its own. A build without pre-rendering has no shell, so Vite's fallback stays.
 */
export function hostingPreview(config: HostingConfig = readHostingConfig()): Plugin {
  return {
    name: 'larkfield:hosting-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const accept = request.headers.accept ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (!accept.includes('text/html')) return next();
        const url = new URL(request.url ?? '/', 'http://preview');
        let answer: HostingAnswer;
        try {
          answer = resolveRequest(config, outDir, url.pathname);
        } catch {
          return next();
        }
        if (answer.kind === 'redirect') {
          response.writeHead(301, { Location: answer.location + url.search }).end();
          return;
        }
        const rewritten = (config.rewrites ?? []).map((rule) =>
          path.join(outDir, rule.destination),
        );
        if (answer.kind === 'file' && rewritten.includes(answer.file)) {
          request.url = `/${path.relative(outDir, answer.file)}${url.search}`;
        }
        next();
      });
    },
  };
}
