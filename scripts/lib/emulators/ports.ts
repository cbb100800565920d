import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

import { UsageError } from '../usage-error';

export type PortClaim = { name: string; host: string; port: number };

/** True when nothing listens on host:port (we could bind it ourselves). */
function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/** What the kernel says about a process's command line, or null when it cannot be read. */
function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0+/g, ' ').trim();
  } catch {
    return null;
  }
}

/** The listening process on a local port, on Linux with `ss`; null anywhere else. */
function listenerOf(port: number): { pid: number; program: string } | null {
  const result = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(result.stdout);
  if (!match?.[1] || !match[2]) return null;
  return { program: match[1], pid: Number(match[2]) };
}

function describeListener(port: number): string {
  const listener = listenerOf(port);
  if (!listener) return 'another program';
  const commandLine = commandLineOf(listener.pid) ?? '';
  const what = /cloud-firestore-emulator|firestore/i.test(commandLine)
    ? 'a Firestore emulator'
    : /firebase/i.test(commandLine)
      ? 'a Firebase emulator'
      : listener.program;
  return what === listener.program
    ? `${what} (pid ${listener.pid})`
    : `${what} (${listener.program}, pid ${listener.pid})`;
}

/**
 * Checks every port a command is about to open and, if any is taken, throws one message naming
 * each port, what holds it, and what to do, instead of a stack trace from deep inside a tool.
 */
export async function assertPortsFree(claims: readonly PortClaim[]): Promise<void> {
  const busy: string[] = [];
  for (const claim of claims) {
    if (!(await isPortFree(claim.host, claim.port))) {
      busy.push(
        `Port ${claim.port} (${claim.name}) is already in use by ${describeListener(claim.port)}.`,
      );
    }
  }
  if (busy.length === 0) return;
  throw new UsageError(
    [
      ...busy,
      'Another copy of the emulators or the app is probably running, perhaps `npm start` in another terminal.',
      'Stop it (Ctrl-C in its terminal, or `kill <pid>`), or free the port, then try again.',
    ].join('\n'),
  );
}
