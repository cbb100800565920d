import { execFile } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { deployCommandLine, deployMain } from '../../scripts/lib/admin/deploy-command';
import { repoRoot } from '../../scripts/lib/project';
import { runCommand } from '../../scripts/lib/usage-error';

/**
 * `npm run deploy` as a person runs it (once in a process of its own, otherwise its command in
 * this one), in a copy of this repository's scripts and Firebase files, with stand-ins for `firebase`, `tsc` and `vite` first on PATH. Each stand-in writes its
 * name and arguments to a log, so a test sees exactly what would have run, in what order, and
 * what was never started. The stand-in `vite` writes a minimal build (or, when asked, an
 * emulator build) so that the checks between building and deploying are the real ones.
 */

const project = 'larkfield-prod';
const goodConfig = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA1234567890abcdefghijklmnopqrstuv',
  VITE_FIREBASE_AUTH_DOMAIN: 'larkfield-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: project,
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  VITE_APPCHECK_SITE_KEY: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_',
};
const deployLine = `firebase deploy --only hosting,firestore:rules,firestore:indexes --project ${project} --non-interactive`;

let root: string;
let standIns: string;
let log: string;

const standIn = (name: string, extra = '') => `#!/bin/sh
# Stand-in for ${name}: records how it was called.
echo "${name} $*" >> "$STANDIN_LOG"
${extra}
exit "\${STANDIN_${name.toUpperCase()}_STATUS:-0}"
`;

const viteBuild = `echo "vite saw $VITE_FIREBASE_PROJECT_ID $VITE_APPCHECK_SITE_KEY" >> "$STANDIN_LOG"
mkdir -p dist && echo '<!doctype html>' > dist/app-shell.html
if [ -n "$STANDIN_EMULATOR_BUILD" ]; then
  echo '{"projectId":"demo-larkfield","auth":"127.0.0.1:9099","firestore":"127.0.0.1:8080"}' > dist/.emulator-build.json
fi`;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'larkfield-deploy-'));
  for (const entry of ['scripts', 'src']) {
    cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
  }
  for (const file of [
    'package.json',
    'firebase.json',
    'firestore.rules',
    'firestore.indexes.json',
    'tsconfig.json',
    'tsconfig.node.json',
    'tsconfig.app.json',
  ]) {
    cpSync(path.join(repoRoot, file), path.join(root, file));
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  standIns = path.join(root, 'stand-ins');
  mkdirSync(standIns);
  for (const [name, extra] of [
    ['firebase', ''],
    ['tsc', ''],
    ['vite', viteBuild],
  ] as const) {
    writeFileSync(path.join(standIns, name), standIn(name, extra));
    chmodSync(path.join(standIns, name), 0o755);
  }
  log = path.join(root, 'calls.log');
});

// Vite's reading of .env files also takes VITE_ values from this process's environment: none
// may come from the shell the tests were started in.
const shellViteValues = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
beforeAll(() => {
  for (const [name] of shellViteValues) Reflect.deleteProperty(process.env, name);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  for (const [name, value] of shellViteValues) process.env[name] = value;
});

beforeEach(() => {
  rmSync(log, { force: true });
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  rmSync(path.join(root, '.env.production.local'), { force: true });
});

type Run = { status: number; stdout: string; stderr: string; calls: string[] };

/** This process's environment without any VITE_ value, so only a test's own values count. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
}

/** PATH for a run: the stand-ins first (unless left out), then a shell's PATH. */
function searchPathFor(options: { standInsOnPath?: boolean }): string {
  // Without the node_modules/.bin that npx or npm run put on this process's PATH, as a shell has it.
  const shellPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`));
  return [...(options.standInsOnPath === false ? [] : [standIns]), ...shellPath].join(
    path.delimiter,
  );
}

function callsSoFar(): string[] {
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
}

/**
 * `npm run deploy` with these arguments and environment values, in this process: the command
 * line read, the messages printed and the exit status given as the script gives them
 * (runCommand, which `runMain` runs). The stand-ins it starts are real processes.
 */
async function deploy(
  args: string[],
  env: Record<string, string> = {},
  options: { standInsOnPath?: boolean } = {},
): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const out = (text: string) => stdout.push(`${text}\n`);
  const status = await runCommand(
    args,
    deployCommandLine,
    (parsed) =>
      deployMain(parsed, {
        root,
        env: { ...cleanEnv(), PATH: searchPathFor(options), STANDIN_LOG: log, ...env },
        output: { out },
      }),
    {
      out,
      error: (value) => stderr.push(`${String(value)}\n`),
    },
  );
  return { status, stdout: stdout.join(''), stderr: stderr.join(''), calls: callsSoFar() };
}

/** `npm run deploy` as a person starts it: `tsx scripts/deploy.ts` in a process of its own. */
function deployProcess(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/deploy.ts', ...args],
      {
        cwd: root,
        env: {
          ...cleanEnv(),
          NO_COLOR: '1',
          PATH: searchPathFor({}),
          STANDIN_LOG: log,
          ...env,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ status, stdout, stderr, calls: callsSoFar() });
      },
    );
  });
}

describe('a real run', () => {
  it('type checks, builds with the checked values, then deploys Hosting, rules and indexes', async () => {
    // The one run in a process of its own, as `npm run deploy` starts it; the others run the same
    // command in this process.
    const run = await deployProcess(['--project', project], goodConfig);
    expect(run.stderr).toBe('');
    expect(run.calls).toEqual([
      'tsc -b',
      'vite build',
      `vite saw ${project} ${goodConfig.VITE_APPCHECK_SITE_KEY}`,
      deployLine,
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Deployed: https://${project}.web.app`);
  });

  it('reads the values from .env.production.local as the build does', async () => {
    writeFileSync(
      path.join(root, '.env.production.local'),
      Object.entries(goodConfig)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const run = await deploy(['--project', project]);
    expect(run.calls.at(-1)).toBe(deployLine);
    expect(run.stdout).toContain('Configuration (from .env.production.local and the environment');
    expect(run.status).toBe(0);
  });

  it('refuses an emulator build and deploys nothing', async () => {
    const run = await deploy(['--project', project], {
      ...goodConfig,
      STANDIN_EMULATOR_BUILD: '1',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `dist/ is an emulator build (of demo-larkfield, talking to 127.0.0.1:8080), not one for ${project}: nothing was deployed.`,
    );
    expect(run.calls.some((call) => call.startsWith('firebase'))).toBe(false);
  });

  it('stops when the type check or the build fails, before deploying', async () => {
    for (const failing of ['tsc', 'vite']) {
      const run = await deploy(['--project', project], {
        ...goodConfig,
        [`STANDIN_${failing.toUpperCase()}_STATUS`]: '3',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`${failing} `);
      expect(run.stderr).toContain('failed (exit status 3)');
      expect(run.calls.some((call) => call.startsWith('firebase'))).toBe(false);
    }
  });

  it('reports a failed firebase deploy with exit status 1', async () => {
    const run = await deploy(['--project', project], {
      ...goodConfig,
      STANDIN_FIREBASE_STATUS: '2',
    });
    expect(run.calls.at(-1)).toBe(deployLine);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('firebase deploy failed (exit status 2)');
    expect(run.stdout).not.toContain('Deployed:');
  });

  it('refuses to deploy indexes that leave a query of the app without its index', async () => {
    const indexes = path.join(root, 'firestore.indexes.json');
    const complete = readFileSync(indexes, 'utf8');
    writeFileSync(indexes, JSON.stringify({ indexes: [], fieldOverrides: [] }));
    try {
      const run = await deploy(['--project', project, '--dry-run'], goodConfig);
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines[0]).toBe(
        'firestore.indexes.json does not cover every query, and production would refuse those without an index:',
      );
      expect(lines.slice(1)).toContainEqual(
        expect.stringMatching(
          /^- src\/features\/review\/api\/list-attempts\.ts .* needs this composite index/,
        ),
      );
      expect(run.calls).toEqual([]);
    } finally {
      writeFileSync(indexes, complete);
    }
  });
});

describe('--dry-run', () => {
  it('prints exactly what it would run and deploy, and runs nothing', async () => {
    const run = await deploy(['--project', project, '--dry-run'], goodConfig);
    expect(run).toMatchObject({ status: 0, stderr: '', calls: [] });
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
    expect(run.stdout).toMatch(/^Dry run: nothing is built or deployed\./);
    expect(run.stdout).toContain(`  ${path.join(standIns, 'tsc')} -b `);
    expect(run.stdout).toContain(`  ${path.join(standIns, 'vite')} build `);
    expect(run.stdout).toContain(`  ${path.join(standIns, deployLine)}\n`);
    expect(run.stdout).toContain('Hosting            dist/');
    expect(run.stdout).toContain('Firestore rules    firestore.rules');
    expect(run.stdout).toMatch(/Firestore indexes {2}firestore\.indexes\.json \(\d+ composite/);
    for (const value of Object.values(goodConfig)) expect(run.stdout).toContain(value);
  });

  it("uses the project's own firebase-tools when nothing else is on PATH before it", async () => {
    const run = await deploy(['--project', project, '--dry-run'], goodConfig, {
      standInsOnPath: false,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `  ${path.join(root, 'node_modules', '.bin', 'firebase')} deploy --only`,
    );
  });
});

describe('refusals, one line each, with nothing run', () => {
  // What each value may look like is tested on its own in scripts/lib/admin/production-config.test.ts;
  // here, how the command reports a mistake.
  it('a command-line mistake: exit 2 with the usage', async () => {
    const run = await deploy(['--project', 'demo-larkfield'], goodConfig);
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(
      '--project demo-larkfield is a demo project, which exists only on the local emulators: name the id of a real Firebase project.',
    );
    expect(run.stderr).toContain('Usage:\n  npm run deploy -- --project <id> [--dry-run]');
    expect(run.calls).toEqual([]);
  });

  it('a malformed value: one line naming it, exit 1', async () => {
    const run = await deploy(['--project', project], {
      ...goodConfig,
      VITE_FIREBASE_APP_ID: '1:123456789012:android:0123456789abcdef',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `The production configuration for ${project} is not ready (set these in .env.production.local or the environment; docs/production.md says where each comes from):`,
      '- VITE_FIREBASE_APP_ID is not the app id of a web app (like 1:123456789012:web:0123456789abcdef) (appId in Project settings > Your apps).',
    ]);
    expect(run.stdout).toBe('');
    expect(run.calls).toEqual([]);
  });

  it('lists every problem at once, a line each', async () => {
    const run = await deploy(['--project', project, '--dry-run']);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n').slice(1)).toEqual(
      Object.keys(goodConfig).map((name) => expect.stringMatching(`^- ${name} is not set \\(`)),
    );
    expect(run.calls).toEqual([]);
  });
});
