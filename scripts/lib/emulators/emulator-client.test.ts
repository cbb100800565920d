import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, expect, it, vi } from 'vitest';

import { emulatorRequest } from './emulator-client';

let server: Server | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  const listening = server;
  server = undefined;
  if (!listening) return;
  listening.closeAllConnections();
  await new Promise((resolve) => listening.close(resolve));
});

/** An emulator that takes every request and never answers. */
async function silentEmulator(): Promise<string> {
  server = createServer(() => undefined);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

it('ends a request the emulator never answers with a line saying so', async () => {
  vi.stubEnv('FIRESTORE_EMULATOR_HOST', await silentEmulator());
  await expect(
    emulatorRequest('demo-silent', ':securityRules', { method: 'GET' }, { answerWithinMs: 200 }),
  ).rejects.toThrow(
    /^The Firestore emulator at http:\/\/127\.0\.0\.1:\d+ stopped answering \(no answer in 0\.2 s\)\.$/,
  );
});

it('says the emulator stopped answering when nothing listens', async () => {
  const host = await silentEmulator();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  vi.stubEnv('FIRESTORE_EMULATOR_HOST', host);
  await expect(emulatorRequest('demo-gone', ':securityRules', { method: 'GET' })).rejects.toThrow(
    /stopped answering \(ECONNREFUSED\)/,
  );
});
