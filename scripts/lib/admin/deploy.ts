import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { loadEnv } from 'vite';

import { EMULATOR_BUILD_NOTE, readEmulatorBuild } from '../build/build-target';
import { firestoreQueries } from '../indexes/firestore-queries';
import { indexProblems, type IndexesJson } from '../indexes/index-coverage';
import { exitOf } from '../emulators/processes';
import { queryCallsOf, unnamedQueryCalls } from '../indexes/query-calls';
import {
  checkProductionConfig,
  PRODUCTION_SETTINGS,
  projectIdProblem,
  type ProductionConfig,
} from './production-config';
import { ArgumentError, UsageError } from '../usage-error';

/**
 * What `npm run deploy` does, worked out before anything runs so that `--dry-run` can print it
 * exactly: check the production configuration, build (type check, then `vite build` with the
 * checked values), make sure the build is not an emulator build, then one `firebase deploy` of
 * Hosting, the rules and the indexes. Programs are found on PATH as npm run finds them, with
 * this repository's node_modules/.bin last, so the project's own firebase-tools is the one used.
 */

export type Step = { command: string; args: string[]; note?: string };

type DeployPlan = {
  projectId: string;
  root: string;
  config: ProductionConfig;
  /** The .env files Vite reads for a production build that are present, in the order it reads them. */
  envFiles: string[];
  build: Step[];
  deploy: Step;
  hostingDir: string;
  rulesFile: string;
  indexesFile: string;
  indexes: { composite: number; fieldOverrides: number };
  /** The environment the build runs with: this one, with the checked values. */
  buildEnv: NodeJS.ProcessEnv;
};

/** What firebase deploy is asked to deploy: nothing else in the project is touched. */
const DEPLOY_TARGETS = 'hosting,firestore:rules,firestore:indexes';

type FirebaseJson = {
  hosting?: { public?: string };
  firestore?: { rules?: string; indexes?: string };
};

/** PATH as `npm run` sees it: the caller's, then the project's own node_modules/.bin. */
function searchPath(root: string, env: NodeJS.ProcessEnv): string {
  const own = path.join(root, 'node_modules', '.bin');
  const parts = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...parts.filter((dir) => path.resolve(dir) !== own), own].join(path.delimiter);
}

/** The first executable called `name` on `searchPath`, or null. */
function findProgram(name: string, pathList: string): string | null {
  for (const dir of pathList.split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

function program(name: string, pathList: string, installedBy: string): string {
  const found = findProgram(name, pathList);
  if (!found)
    throw new UsageError(`${name} was not found: run \`npm ci\` (it comes with ${installedBy}).`);
  return found;
}

/**
 * Production refuses a query without its composite index, so a deploy that would leave one out
 * stops here (the same check as scripts/lib/indexes/index-coverage.test.ts).
 */
function assertIndexesComplete(root: string, indexesFile: string, json: IndexesJson): void {
  const unnamed = unnamedQueryCalls(queryCallsOf(root), firestoreQueries);
  const problems = [
    ...unnamed.map(
      (call) =>
        `${call.file}:${call.line} ${call.text} is a query scripts/lib/indexes/firestore-queries.ts does not describe.`,
    ),
    ...indexProblems(firestoreQueries, json),
  ];
  if (problems.length > 0) {
    throw new UsageError(
      [
        `${indexesFile} does not cover every query, and production would refuse those without an index:`,
        ...problems.map((problem) => `- ${problem}`),
      ].join('\n'),
    );
  }
}

export function planDeploy(options: {
  projectId: string | undefined;
  root: string;
  env: NodeJS.ProcessEnv;
}): DeployPlan {
  const { root, env } = options;
  const projectId = options.projectId?.trim();
  if (!projectId) throw new ArgumentError('Which project? Pass --project <id>.');
  const flagProblem = projectIdProblem(projectId);
  if (flagProblem) throw new ArgumentError(flagProblem);

  // Vite's own reading of .env, .env.local, .env.production and .env.production.local, with
  // variables already in the environment winning, as they do in the build (which runs with `env`).
  const viteEnv = {
    ...loadEnv('production', root, 'VITE_'),
    ...Object.fromEntries(
      Object.entries(env).filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('VITE_') && entry[1] !== undefined,
      ),
    ),
  };
  const checked = checkProductionConfig(viteEnv, projectId);
  if (!checked.config) {
    throw new UsageError(
      [
        `The production configuration for ${projectId} is not ready (set these in .env.production.local or the environment; docs/production.md says where each comes from):`,
        ...checked.problems.map((problem) => `- ${problem}`),
      ].join('\n'),
    );
  }

  const firebaseJson = JSON.parse(
    readFileSync(path.join(root, 'firebase.json'), 'utf8'),
  ) as FirebaseJson;
  const hostingDir = firebaseJson.hosting?.public ?? 'public';
  const rulesFile = firebaseJson.firestore?.rules ?? 'firestore.rules';
  const indexesFile = firebaseJson.firestore?.indexes ?? 'firestore.indexes.json';
  const indexesJson = JSON.parse(readFileSync(path.join(root, indexesFile), 'utf8')) as IndexesJson;
  assertIndexesComplete(root, indexesFile, indexesJson);

  const pathList = searchPath(root, env);
  const buildEnv: NodeJS.ProcessEnv = { ...env, PATH: pathList };
  for (const name of PRODUCTION_SETTINGS) buildEnv[name] = checked.config[name];

  return {
    projectId,
    root,
    config: checked.config,
    envFiles: ['.env', '.env.local', '.env.production', '.env.production.local'].filter((file) =>
      existsSync(path.join(root, file)),
    ),
    build: [
      { command: program('tsc', pathList, 'typescript'), args: ['-b'], note: 'type check' },
      {
        command: program('vite', pathList, 'vite'),
        args: ['build'],
        note: `production build into ${hostingDir}/, with the values above`,
      },
    ],
    deploy: {
      command: program('firebase', pathList, 'firebase-tools'),
      args: ['deploy', '--only', DEPLOY_TARGETS, '--project', projectId, '--non-interactive'],
    },
    hostingDir,
    rulesFile,
    indexesFile,
    indexes: {
      composite: indexesJson.indexes?.length ?? 0,
      fieldOverrides: indexesJson.fieldOverrides?.length ?? 0,
    },
    buildEnv,
  };
}

function commandLineOf(step: Step): string {
  return [step.command, ...step.args].join(' ');
}

/** Exactly what a run would do, for --dry-run and for the start of a real run. */
export function describePlan(plan: DeployPlan): string {
  const width = Math.max(...PRODUCTION_SETTINGS.map((name) => name.length)) + 2;
  const sources =
    plan.envFiles.length === 0
      ? 'the environment'
      : `${plan.envFiles.join(', ')} and the environment, which wins`;
  const { composite, fieldOverrides } = plan.indexes;
  return [
    `Firebase project: ${plan.projectId}`,
    '',
    `Configuration (from ${sources}):`,
    ...PRODUCTION_SETTINGS.map((name) => `  ${name.padEnd(width)}${plan.config[name]}`),
    '',
    `Runs, in ${plan.root}:`,
    ...plan.build.map((step) => `  ${commandLineOf(step)}    (${step.note})`),
    `  then stops unless ${plan.hostingDir}/ holds a production build (an app-shell.html, no ${EMULATOR_BUILD_NOTE})`,
    `  ${commandLineOf(plan.deploy)}`,
    '',
    'Deploys:',
    `  Hosting            ${plan.hostingDir}/ (the site, with firebase.json's headers and rewrites)`,
    `  Firestore rules    ${plan.rulesFile}`,
    `  Firestore indexes  ${plan.indexesFile} (${composite} composite ${composite === 1 ? 'index' : 'indexes'}, ${fieldOverrides} field ${fieldOverrides === 1 ? 'override' : 'overrides'})`,
  ].join('\n');
}

async function run(step: Step, plan: DeployPlan): Promise<void> {
  const child = spawn(step.command, step.args, {
    cwd: plan.root,
    env: plan.buildEnv,
    stdio: 'inherit',
  });
  const status = await exitOf(child);
  if (status !== 0) {
    throw new UsageError(
      `${path.basename(step.command)} ${step.args[0]} failed (exit status ${status}); its messages are above. Nothing more was run.`,
    );
  }
}

/** Builds, checks the build and deploys, printing as it goes; stops at the first failure. */
export async function runDeploy(plan: DeployPlan, say: (line: string) => void): Promise<void> {
  for (const step of plan.build) await run(step, plan);
  const buildDir = path.join(plan.root, plan.hostingDir);
  if (!existsSync(path.join(buildDir, 'app-shell.html'))) {
    throw new UsageError(
      `${plan.hostingDir}/ holds no app-shell.html after the build: nothing was deployed.`,
    );
  }
  const emulatorBuild = readEmulatorBuild(buildDir);
  if (emulatorBuild) {
    throw new UsageError(
      `${plan.hostingDir}/ is an emulator build (of ${emulatorBuild.projectId}, talking to ${emulatorBuild.firestore}), not one for ${plan.projectId}: nothing was deployed.`,
    );
  }
  say(`\nThe build is a production build for ${plan.projectId}. Deploying...\n`);
  await run(plan.deploy, plan);
}
