import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { resolveRequest, type HostingConfig } from './hosting';

/**
 * A small static server that answers as Firebase Hosting would (see ./hosting.ts): clean URLs,
 * rewrites, firebase.json's headers (the Content Security Policy among them) and compressed
 * responses. Lighthouse measures the production build through it.
 */

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);

export type StaticServer = { url: string; close: () => Promise<void> };

type Encoding = 'br' | 'gzip' | 'identity';

function preferredEncoding(request: IncomingMessage): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export async function startStaticServer(options: {
  publicDir: string;
  config: HostingConfig;
  host?: string;
  port?: number;
}): Promise<StaticServer> {
  const { publicDir, config, host = '127.0.0.1', port = 0 } = options;
  // Built files do not change while the server runs, so each is compressed once.
  const cache = new Map<string, Buffer>();

  async function body(file: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    let content = cache.get(key);
    if (!content) {
      const raw = await readFile(file);
      if (encoding === 'br') {
        content = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        });
      } else if (encoding === 'gzip') content = gzipSync(raw, { level: 9 });
      else content = raw;
      cache.set(key, content);
    }
    return content;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = resolveRequest(config, publicDir, url.pathname);
    if (answer.kind === 'redirect') {
      response.writeHead(301, { ...answer.headers, Location: answer.location + url.search }).end();
      return;
    }
    if (answer.kind === 'not-found') {
      response.writeHead(404, { ...answer.headers, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    const extension = path.extname(answer.file).toLowerCase();
    const encoding = compressible.has(extension) ? preferredEncoding(request) : 'identity';
    const content = await body(answer.file, encoding);
    response.writeHead(200, {
      ...answer.headers,
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Content-Length': String(content.length),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      Vary: 'Accept-Encoding',
    });
    response.end(request.method === 'HEAD' ? undefined : content);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
