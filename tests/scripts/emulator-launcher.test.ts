import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { resolveAdminTarget } from '../../scripts/lib/admin/admin-target';
import {
  configureFirestoreEmulator,
  FIRESTORE_BINARY_VARIABLE,
  googleFirestoreJarCandidates,
  jarManifest,
} from '../../scripts/lib/emulators/firestore-emulator-jar';
import { javaMajorVersion } from '../../scripts/lib/emulators/java';

const scratch = mkdtempSync(path.join(tmpdir(), 'larkfield-launcher-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the Firestore emulator wrapper jar', () => {
  it('writes manifest lines of at most 72 bytes, continuing long values', () => {
    const classPath = `file:///${'long-folder-name/'.repeat(8)}cloud-firestore-emulator.jar`;
    const manifest = jarManifest({ 'Main-Class': 'a.B', 'Class-Path': classPath });
    const lines = manifest.split('\r\n');

    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
    expect(manifest.endsWith('\r\n\r\n')).toBe(true);
    const unfolded = manifest.replace(/\r\n /g, '');
    expect(unfolded).toContain(`Class-Path: ${classPath}\r\n`);
  });

  it('leaves a binary path already in the environment alone', () => {
    const env = { [FIRESTORE_BINARY_VARIABLE]: '/opt/firestore.jar' };
    expect(configureFirestoreEmulator(env, scratch)).toEqual({
      kind: 'preset',
      path: '/opt/firestore.jar',
    });
  });

  const candidates = googleFirestoreJarCandidates({});
  const googleJar = candidates.find((candidate) => existsSync(candidate));

  it("starts Google's emulator through the wrapper, with only a JRE", (context) => {
    if (!googleJar) {
      const missing = `Google's Firestore emulator is not installed (looked for ${candidates.join(', ')}; Debian package google-cloud-cli-firestore-emulator)`;
      // In CI this test must run: a machine without the jar fails it rather than skipping it.
      if (process.env.CI) throw new Error(`${missing}, so the wrapper jar cannot be tried.`);
      context.skip(missing);
    }
    const env: NodeJS.ProcessEnv = {};
    const source = configureFirestoreEmulator(env, scratch);
    expect(source.kind).toBe('google-cloud-cli');
    const wrapper = env[FIRESTORE_BINARY_VARIABLE] ?? '';
    expect(wrapper.startsWith(scratch)).toBe(true);

    // The same bytes on a second run: the file is not rewritten needlessly.
    const first = readFileSync(wrapper);
    configureFirestoreEmulator({}, scratch);
    expect(readFileSync(wrapper).equals(first)).toBe(true);

    const run = spawnSync('java', ['-jar', wrapper, '--help'], { encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toMatch(/Usage: cloud-firestore-emulator/);
  });
});

describe('the Java check', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "11.0.2" 2019-01-15', 11],
    ['command not found', null],
  ])('reads %s as %s', (output, major) => {
    expect(javaMajorVersion(output)).toBe(major);
  });
});

describe('which Firebase the admin scripts talk to', () => {
  const key = path.join(scratch, 'service-account.json');
  writeFileSync(key, JSON.stringify({ type: 'service_account', project_id: 'larkfield-prod' }));

  it("uses this repository's emulators when nothing is set", () => {
    expect(resolveAdminTarget({})).toEqual({
      kind: 'emulators',
      projectId: 'demo-larkfield',
      authHost: '127.0.0.1:9099',
      firestoreHost: '127.0.0.1:8080',
    });
  });

  it('uses the emulators named in the environment, even beside credentials', () => {
    const target = resolveAdminTarget({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180',
      GCLOUD_PROJECT: 'demo-other',
      GOOGLE_APPLICATION_CREDENTIALS: key,
    });
    expect(target).toMatchObject({ kind: 'emulators', projectId: 'demo-other' });
    expect(target).toMatchObject({ authHost: '127.0.0.1:9199', firestoreHost: '127.0.0.1:8180' });
  });

  it("uses a real project with a service account, the key's project unless one is given", () => {
    const env = { GOOGLE_APPLICATION_CREDENTIALS: key };
    expect(resolveAdminTarget(env)).toEqual({
      kind: 'project',
      projectId: 'larkfield-prod',
      credentialsFile: key,
    });
    expect(resolveAdminTarget(env, { project: 'larkfield-staging' })).toMatchObject({
      kind: 'project',
      projectId: 'larkfield-staging',
    });
  });

  it('refuses a real project without credentials, saying what to set', () => {
    expect(() => resolveAdminTarget({}, { project: 'larkfield-prod' })).toThrow(
      /^--project larkfield-prod is a real project, which needs credentials: set GOOGLE_APPLICATION_CREDENTIALS/,
    );
    expect(resolveAdminTarget({}, { project: 'demo-other' })).toMatchObject({
      kind: 'emulators',
      projectId: 'demo-other',
    });
  });

  it('refuses a key that cannot be read', () => {
    const env = { GOOGLE_APPLICATION_CREDENTIALS: path.join(scratch, 'missing.json') };
    expect(() => resolveAdminTarget(env)).toThrow(/not a readable service-account key/);
  });
});
