import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import type { Readable } from 'node:stream';

/** Small helpers for scripts that run other programs and wait on them. */

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves once `url` answers any HTTP status; rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
      await sleep(250);
    }
  }
}

/** Calls `onLine` for each complete line of a stream. */
export function eachLine(stream: Readable | null, onLine: (line: string) => void): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (pending) onLine(pending);
  });
}

/** Keeps the last lines a process printed, to show them if it fails. */
export function tailOf(child: ChildProcess, keep = 40): () => string {
  const lines: string[] = [];
  const remember = (line: string) => {
    lines.push(line);
    if (lines.length > keep) lines.shift();
  };
  eachLine(child.stdout, remember);
  eachLine(child.stderr, remember);
  return () => lines.join('\n');
}

/** Resolves with the exit status of a child (128 + n for signal n, as a shell reports it). */
export function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code, signal) =>
      resolve(signal ? 128 + constants.signals[signal] : (code ?? 1)),
    );
  });
}

/** Sends a signal to a detached child's whole process group, ignoring one that has ended. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
