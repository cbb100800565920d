/**
 * npm run preview [-- --dist <dir>] [--port <n>] [--host <address>]
 *
 * Serves a build as Firebase Hosting will (scripts/lib/build/hosting-server.ts) until Ctrl-C. The
 * end-to-end tests start it themselves (playwright.config.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { describeBuild, readEmulatorBuild } from './lib/build/build-target';
import { serveHosting } from './lib/build/hosting-server';
import { assertPortsFree } from './lib/emulators/ports';
import { repoRoot } from './lib/project';
import { ArgumentError, runMain, UsageError, wholeNumber } from './lib/usage-error';

const commandLine = {
  usage: `Usage:
  npm run preview [-- --dist <dir>] [--port <n>] [--host <address>]
Options:
  --dist <dir>       the build to serve (dist by default; \`npm run build\` makes it)
  --port <n>         the port (4173 by default)
  --host <address>   the address to listen on (127.0.0.1 by default)`,
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
} as const;

runMain(commandLine, async ({ values }) => {
  const port = wholeNumber(values.port, '--port', 1);
  if (port > 65535) throw new ArgumentError(`--port must be at most 65535 (got ${port}).`);
  const buildDir = path.resolve(repoRoot, values.dist);
  const relative = path.relative(repoRoot, buildDir);
  const label = `${relative.startsWith('..') ? buildDir : relative || '.'}/`;
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new UsageError(`${label} holds no build: run \`npm run build\` first.`);
  }
  await assertPortsFree([{ name: 'the app', host: values.host, port }]);
  const server = await serveHosting({ buildDir, host: values.host, port });
  const emulators = readEmulatorBuild(buildDir);
  console.log(`Serving ${label} as Firebase Hosting would at ${server.url} (Ctrl-C stops).`);
  if (emulators) console.log(describeBuild(emulators, emulators.projectId).split('\n')[0]);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
});
