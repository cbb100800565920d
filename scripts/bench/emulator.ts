import { readFileSync } from 'node:fs';
import path from 'node:path';

import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { initializeApp as initializeClientApp, deleteApp as deleteClientApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';

import { collections } from '../../src/domain/collections';
import { publicSdk, type Checker } from '../../src/lib/public-firestore';
import type { StaffActor } from '../../src/domain/staff';
import { repoRoot } from '../lib/project';
import { UsageError } from '../lib/usage-error';

/**
 * Where a benchmark runs: the Firestore emulator named by FIRESTORE_EMULATOR_HOST, or, when none
 * is, fresh emulators started for the run. Each benchmark works in a project of its own that it
 * empties first, with the real firestore.rules loaded, so what it measures is what staff get.
 */

export const BENCH_PROJECT_ID = 'demo-larkfield-bench';

/** The staff member the benchmarks act as, with an entry in the bench project's staff directory. */
export const BENCH_STAFF: StaffActor = {
  uid: 'bench-staff',
  email: 'bench@larkfieldawards.example',
};

function emulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new UsageError('FIRESTORE_EMULATOR_HOST is not set.');
  return host;
}

const projectBase = (projectId: string) =>
  `http://${emulatorHost()}/emulator/v1/projects/${projectId}`;

/** Replaces the rules the emulator enforces in one project. */
export async function loadRules(projectId: string, rules: string): Promise<void> {
  const loaded = await fetch(`${projectBase(projectId)}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!loaded.ok) throw new Error(`Loading the rules failed: ${await loaded.text()}`);
}

/** The project's own rules, as deployed. */
export const projectRules = (): string =>
  readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8');

/**
 * Loads firestore.rules into the bench project, deletes every document in it and registers the
 * bench's staff member in the staff directory.
 */
export async function resetBenchProject(projectId = BENCH_PROJECT_ID): Promise<void> {
  await loadRules(projectId, projectRules());
  const cleared = await fetch(`${projectBase(projectId)}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!cleared.ok) throw new Error(`Clearing the bench project failed: ${await cleared.text()}`);
  // The emulator lets the `owner` token write past the rules, as the Admin SDK would.
  const documents = `http://${emulatorHost()}/v1/projects/${projectId}/databases/(default)/documents`;
  const registered = await fetch(
    `${documents}/${collections.staff}?documentId=${BENCH_STAFF.uid}`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({
        fields: { email: { stringValue: BENCH_STAFF.email }, addedBy: { stringValue: 'bench' } },
      }),
    },
  );
  if (!registered.ok) throw new Error(`Registering the bench staff failed: ${registered.status}`);
}

export type BenchFirestores = {
  /** Seeding, past the rules, as an administrator's script writes. */
  admin: AdminFirestore;
  /** The app's own SDK (Firestore Lite) signed in as a staff member, subject to the rules. */
  staff: Firestore;
  /**
   * A member of the public on the verification page: the same SDK, signed in anonymously as the
   * visitor with this name (each visitor has an hourly quota of checks of their own).
   */
  visitor: (name: string) => Checker;
  close: () => Promise<void>;
};

export function benchFirestores(projectId = BENCH_PROJECT_ID): BenchFirestores {
  const adminApp: App = initializeApp({ projectId }, `bench-admin-${Date.now()}`);
  const clientApp = (name: string) =>
    initializeClientApp({ projectId, apiKey: 'demo-api-key' }, `bench-${name}-${Date.now()}`);
  const staffApp = clientApp('staff');
  const visitorApps: ReturnType<typeof clientApp>[] = [];
  const [host = '127.0.0.1', port] = emulatorHost().split(':');
  const staff = getFirestore(staffApp);
  connectFirestoreEmulator(staff, host, Number(port), {
    mockUserToken: {
      sub: BENCH_STAFF.uid,
      email: BENCH_STAFF.email,
      email_verified: true,
      staff: true,
    },
  });
  const visitor = (name: string): Checker => {
    const app = clientApp(`visitor-${name}`);
    visitorApps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host, Number(port), {
      mockUserToken: { sub: `bench-visitor-${name}`, firebase: { sign_in_provider: 'anonymous' } },
    });
    return { db, sdk: publicSdk, uid: `bench-visitor-${name}`, isNew: true };
  };
  setLogLevel('error');
  return {
    admin: getAdminFirestore(adminApp),
    staff,
    visitor,
    close: async () => {
      await Promise.all([
        deleteApp(adminApp),
        deleteClientApp(staffApp),
        ...visitorApps.map((app) => deleteClientApp(app)),
      ]);
    },
  };
}

/** What every benchmark is given: the seeded register and the ways to reach it. */
export type BenchContext = BenchFirestores & {
  projectId: string;
  /** The moment the register was seeded against: "recent" and award years count from it. */
  now: Date;
  /** How many certificates were seeded. */
  certificates: number;
};
