import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { repoRoot } from '../../scripts/lib/project';

/**
 * Every script entry point keeps the one command-line contract (scripts/lib/usage-error.ts):
 * `--help` prints the usage and exits 0 having started nothing; a bogus flag gets one line and
 * the usage, exit 2; no stack trace for a mistake or a missing emulator. No emulators needed.
 */

const scriptsDir = path.join(repoRoot, 'scripts');
const entryPoints = readdirSync(scriptsDir)
  .filter((file) => file.endsWith('.ts'))
  .filter((file) => readFileSync(path.join(scriptsDir, file), 'utf8').includes('runMain('))
  .map((file) => file.replace(/\.ts$/, ''));

type Run = { status: number; stdout: string; stderr: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ status, stdout, stderr });
      },
    );
  });
}

// As `tsx scripts/<name>.ts` runs it, without the extra process tsx's own command starts.
const runScript = (name: string, args: string[], env?: NodeJS.ProcessEnv) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], env);

const stackLine = /^\s+at .+[:(]/m;

/** A port on which nothing listens: bound, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

it('finds every entry point of package.json among the scripts that run through runMain', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const named = Object.values(scripts).flatMap((line) =>
    [...line.matchAll(/tsx scripts\/([\w-]+)\.ts/g)].map((match) => match[1]),
  );
  expect(named.length).toBeGreaterThan(5);
  for (const name of named) expect(entryPoints).toContain(name);
});

describe.concurrent('every entry point', () => {
  // --help is answered by runMain alone, so its usage shows the script goes through runMain; what
  // runMain makes of a bogus flag is tested in scripts/lib/usage-error.test.ts, and below once
  // in a process of its own, which shows the status reaching the exit code.
  it.each(entryPoints)(
    'scripts/%s.ts: --help prints the usage, exit 0',
    { timeout: 90_000 },
    async (name) => {
      const help = await runScript(name, ['--help']);
      expect(help).toMatchObject({ status: 0, stderr: '' });
      expect(help.stdout).toMatch(/^Usage:\n/);
    },
  );

  it('a bogus flag gets one line and the usage, exit 2', { timeout: 90_000 }, async () => {
    const [help, bogus] = await Promise.all([
      runScript('seed', ['--help']),
      runScript('seed', ['--bogus']),
    ]);
    expect(bogus).toMatchObject({ status: 2, stdout: '' });
    expect(bogus.stderr).toBe(`Unknown option --bogus.\n\n${help.stdout}`);
  });
});

describe.concurrent('without emulators', () => {
  it('`npm start -- --help` prints the usage and starts nothing', { timeout: 60_000 }, async () => {
    const { status, stdout } = await run('npm', ['start', '--silent', '--', '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('Usage:\n  npm start');
    expect(stdout).not.toMatch(/Starting the Auth and Firestore emulators|Building the app/);
  });

  it.each(['seed', 'staff', 'backfill'])(
    '%s says to start the emulators, in one line without a stack trace',
    { timeout: 60_000 },
    async (name) => {
      const port = await closedPort();
      const env = {
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}`,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
      };
      const { status, stderr } = await runScript(name, name === 'staff' ? ['list'] : [], env);
      expect(status).toBe(1);
      expect(stderr.trim()).toBe(
        `Nothing answers at 127.0.0.1:${port}, where the Auth emulator should be. Start the emulators first, in another terminal: \`npm start\` or \`npm run emulators -- start\`.`,
      );
      expect(stderr).not.toMatch(stackLine);
    },
  );

  it(
    'staff says what a real project needs when no credentials are given',
    { timeout: 60_000 },
    async () => {
      const env = {
        FIREBASE_AUTH_EMULATOR_HOST: '',
        FIRESTORE_EMULATOR_HOST: '',
        GOOGLE_APPLICATION_CREDENTIALS: '',
      };
      const { status, stderr } = await runScript(
        'staff',
        ['list', '--project', 'larkfield-prod'],
        env,
      );
      expect(status).toBe(1);
      expect(stderr.trim()).toMatch(
        /^--project larkfield-prod is a real project, which needs credentials: set GOOGLE_APPLICATION_CREDENTIALS/,
      );
      expect(stderr).not.toMatch(stackLine);
    },
  );
});
