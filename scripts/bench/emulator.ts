import { readFileSync } from 'node:fs';
import path from 'node:path';

import { deleteApp } from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { setLogLevel, type Firestore } from 'firebase/firestore/lite';

import { collections } from '../../src/domain/collections';
import { publicSdk, type Checker } from '../../src/lib/public-firestore';
import type { StaffActor } from '../../src/domain/staff';
import {
  clearProject,
  ACCESS_GIVEN_AT,
  createPastRules,
  emulatorAdminApp,
  liteClients,
  loadRules,
} from '../lib/emulators/emulator-client';
import { repoRoot } from '../lib/project';

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

/**
 * The staff of one centre (docs/decisions/027-centres.md): they reach that centre's learners
 * only, and every query of theirs names it.
 */
export const BENCH_CENTRE_STAFF: StaffActor & { centreNumber: string } = {
  uid: 'bench-centre-staff',
  email: 'bench-centre@larkfieldawards.example',
  centreNumber: '88003',
};

/** The project's own rules, as deployed. */
export const projectRules = (): string =>
  readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8');

/**
 * Loads firestore.rules into the bench project, deletes every document in it and registers the
 * bench's staff, an admin and a centre's, in the staff directory.
 */
export async function resetBenchProject(projectId = BENCH_PROJECT_ID): Promise<void> {
  await loadRules(projectId, projectRules());
  await clearProject(projectId);
  await createPastRules(projectId, collections.staff, BENCH_STAFF.uid, {
    email: BENCH_STAFF.email,
    addedBy: 'bench',
    role: 'admin',
    addedAt: ACCESS_GIVEN_AT,
  });
  await createPastRules(projectId, collections.staff, BENCH_CENTRE_STAFF.uid, {
    email: BENCH_CENTRE_STAFF.email,
    addedBy: 'bench',
    addedAt: ACCESS_GIVEN_AT,
    role: 'centre',
    centreNumber: BENCH_CENTRE_STAFF.centreNumber,
  });
}

export type BenchFirestores = {
  /** Seeding, past the rules, as an administrator's script writes. */
  admin: AdminFirestore;
  /** The app's own SDK (Firestore Lite) signed in as a staff member, subject to the rules. */
  staff: Firestore;
  /** The same, signed in as BENCH_CENTRE_STAFF, one centre's staff. */
  centreStaff: Firestore;
  /**
   * The staff member as rules older than the staff directory knew them: by a `staff: true` claim
   * on the token, which the rules at BEFORE_AUDIT_TRAIL read and today's rules ignore.
   */
  staffByClaim: Firestore;
  /**
   * A member of the public on the verification page: the same SDK, signed in anonymously as the
   * visitor with this name (each visitor has an hourly quota of checks of their own).
   */
  visitor: (name: string) => Checker;
  close: () => Promise<void>;
};

export function benchFirestores(projectId = BENCH_PROJECT_ID): BenchFirestores {
  const adminApp = emulatorAdminApp(`bench-admin-${Date.now()}`, projectId);
  const clients = liteClients('bench');
  const staff = clients.as(projectId, {
    sub: BENCH_STAFF.uid,
    email: BENCH_STAFF.email,
    email_verified: true,
  });
  const staffByClaim = clients.as(projectId, {
    sub: BENCH_STAFF.uid,
    email: BENCH_STAFF.email,
    email_verified: true,
    staff: true,
  });
  const centreStaff = clients.as(projectId, {
    sub: BENCH_CENTRE_STAFF.uid,
    email: BENCH_CENTRE_STAFF.email,
    email_verified: true,
  });
  const visitor = (name: string): Checker => {
    const uid = `bench-visitor-${name}`;
    const db = clients.as(projectId, { sub: uid, firebase: { sign_in_provider: 'anonymous' } });
    return { db, sdk: publicSdk, uid, isNew: true };
  };
  setLogLevel('error');
  return {
    admin: getAdminFirestore(adminApp),
    staff,
    centreStaff,
    staffByClaim,
    visitor,
    close: async () => {
      await Promise.all([deleteApp(adminApp), clients.close()]);
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
