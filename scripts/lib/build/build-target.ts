import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Plugin } from 'vite';

import { parseEnv } from '../../../src/config/env.ts';
import { afterClientBuild } from './after-client-build.ts';

/**
 * What a build talks to, decided by src/config/env.ts from the VITE_FIREBASE_* settings: a real
 * Firebase project, or (for a `demo-` project, the default) the local emulators. `vite build`
 * says which at the end, and an emulator build carries a note of its emulators, so the local
 * Hosting server can let its pages reach them and no one mistakes it for a deployable build.
 */

/** In an emulator build only. Hosting's `ignore` ("**\/.*") keeps it out of any deploy. */
export const EMULATOR_BUILD_NOTE = '.emulator-build.json';

export type EmulatorBuild = { projectId: string; auth: string; firestore: string };

/** The emulators a build talks to, or null for a build of a real project. */
function emulatorBuildOf(rawEnv: Record<string, string | boolean | undefined>) {
  const env = parseEnv(rawEnv);
  if (!env.useEmulators) return null;
  const { host, port } = env.emulators.firestore;
  return {
    projectId: env.firebase.projectId,
    auth: env.emulators.auth.replace(/^https?:\/\//, ''),
    firestore: `${host}:${port}`,
  } satisfies EmulatorBuild;
}

export function describeBuild(note: EmulatorBuild | null, projectId: string): string {
  if (!note) return `Production build for the Firebase project "${projectId}".`;
  return [
    `Emulator build: project "${note.projectId}", Auth emulator ${note.auth}, Firestore emulator ${note.firestore}.`,
    'It is for this machine only, not for deployment: a production build needs a real',
    'VITE_FIREBASE_PROJECT_ID with VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN and',
    'VITE_FIREBASE_APP_ID (in .env.production.local or the environment).',
  ].join('\n');
}

/** The emulators a built folder talks to, from its note, or null when it has none. */
export function readEmulatorBuild(buildDir: string): EmulatorBuild | null {
  const file = path.join(buildDir, EMULATOR_BUILD_NOTE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as EmulatorBuild;
}

/** The Vite side: after every build (and the pre-rendering), writes or removes the note and says what was built. */
export function buildTarget(): Plugin {
  return afterClientBuild('larkfield:build-target', async (client, outDir) => {
    const note = emulatorBuildOf(client.config.env);
    const file = path.join(outDir, EMULATOR_BUILD_NOTE);
    if (note) await writeFile(file, `${JSON.stringify(note, null, 2)}\n`);
    else await rm(file, { force: true });
    const projectId = parseEnv(client.config.env).firebase.projectId;
    const message = describeBuild(note, projectId);
    if (note) client.logger.warn(`\n${message}`);
    else client.logger.info(`\n${message}`);
  });
}
