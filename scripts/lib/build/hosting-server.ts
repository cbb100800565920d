import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { server as superstatic } from 'superstatic';

import { readEmulatorBuild, type EmulatorBuild } from './build-target';
import { repoRoot } from '../project';

/**
 * A built folder served as Firebase Hosting serves it, by superstatic, the server Hosting's own
 * emulator runs (docs/decisions/017-hosting-server.md): firebase.json's `hosting` block with its
 * clean URLs, trailing-slash rule, app-shell rewrite and headers (the Content Security Policy
 * among them), and compressed responses. `npm start`, `npm run preview`, `npm run lighthouse`
 * and the end-to-end tests all serve through it.
 */

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type HostingConfig = { headers?: HeaderRule[] } & Record<string, unknown>;

export function readHostingConfig(file = path.join(repoRoot, 'firebase.json')): HostingConfig {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: HostingConfig };
  if (!config.hosting) throw new Error(`${file} has no hosting configuration.`);
  return config.hosting;
}

/**
 * The one change to what Hosting would send: an emulator build's pages may also connect to its
 * emulators (the policy allows only Google's endpoints), or staff could not sign in locally.
 */
function allowEmulators(config: HostingConfig, emulators: EmulatorBuild): HostingConfig {
  const origins = [emulators.auth, emulators.firestore].map((hostPort) => `http://${hostPort}`);
  const headers = (config.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map(({ key, value }) =>
      key.toLowerCase() === 'content-security-policy'
        ? { key, value: value.replace(/(connect-src[^;]*)/, `$1 ${origins.join(' ')}`) }
        : { key, value },
    ),
  }));
  return { ...config, headers };
}

export type HostingServer = { url: string; close: () => Promise<void> };

/** Serves `buildDir` on host:port (port 0: any free one); resolves once it listens. */
export async function serveHosting(options: {
  buildDir: string;
  host?: string;
  port?: number;
  config?: HostingConfig;
}): Promise<HostingServer> {
  const { buildDir, host = '127.0.0.1', port = 0 } = options;
  const hosting = options.config ?? readHostingConfig();
  const emulators = readEmulatorBuild(buildDir);
  const config = {
    ...(emulators ? allowEmulators(hosting, emulators) : hosting),
    // Files come from buildDir itself, whatever folder firebase.json deploys.
    public: '.',
  };
  const app = superstatic({ cwd: buildDir, config, compression: true, hostname: host, port });
  const listening = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const server = app.listen(() => resolve(server));
    server.once('error', reject);
  });
  const address = listening.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        listening.closeAllConnections();
        listening.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
