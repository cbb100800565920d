import { setLogLevel, type Firestore } from 'firebase/firestore/lite';

import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';
import type { StaffActor, StaffRole } from '@/domain/staff';
import { publicSdk, type Checker } from '@/lib/public-firestore';

import { liteClients, signInSeconds, type EmulatorToken } from '../lib/emulators/emulator-client';

/**
 * The register a write path acts on, in one project of the emulator: its staff, signed in with
 * a proved address and listed in the directory, and its visitors, signed in anonymously, each a
 * client of the app's own SDK that the meter opens once and keeps.
 */

// Refused commits are what the meter looks for; the SDK would log each one.
setLogLevel('silent');

export type Register = {
  projectId: string;
  /** Staff member `index` of the directory: a signed-in client and the actor it writes as. */
  staff: (index?: number) => { db: Firestore; actor: StaffActor };
  /** A new visitor to the public page, signed in anonymously, or a returning one by name. */
  visitor: (name?: string) => Promise<Checker>;
  /**
   * Someone invited to the staff, signed in with the address they proved (by the link sent to
   * it) and not staff yet: a client and the actor they write as.
   */
  newcomer: (name: string) => Promise<{ db: Firestore; actor: StaffActor }>;
  /**
   * The learner of a register (docs/decisions/031-learners.md), signed in with the address
   * they proved by the link sent to it, in a session begun at `signedInAt` (whole seconds).
   */
  learner: () => { db: Firestore; actor: StaffActor; signedInAt: number };
  /**
   * The register's employer's verifier account (docs/decisions/030-verifier-batch-checks.md),
   * active, signed in after it was made: a checker of the app's SDK and its organisation.
   */
  verifier: () => Promise<{ checker: Checker; organisation: string; dailyAllowance: number }>;
};

/** The verifier account every register starts with. */
export const BUDGET_VERIFIER = {
  uid: 'budget-verifier',
  email: 'checks@budget-recruitment.example',
  organisation: 'Budget Recruitment',
  dailyAllowance: 5000,
};

/** The learner's address: the one her certificates name. */
export const LEARNER_EMAIL = 'ada@learners.example';

/** The address of a newcomer of a register, by name. */
export const newcomerEmail = (name: string) => `${name}@newcomers.example`;

/**
 * The staff directory every register starts with: two admins (one asks, the other decides), and
 * a centre's staff member, who takes the paths a centre's staff take: their reach is checked
 * further than an admin's, so their cost is the one the budget must hold.
 */
export const STAFF_COUNT = 3;
export const CENTRE_STAFF = 2;
export const staffActor = (index: number): StaffActor => ({
  uid: `budget-staff-${index}`,
  email: `staff${index}@larkfieldawards.example`,
});
export const staffRole = (index: number): StaffRole =>
  index === CENTRE_STAFF
    ? { role: 'centre', centreNumber: DEFAULT_CENTRE_NUMBER }
    : { role: 'admin' };

/** The active centres every register starts with: the learner's and the one she moves to. */
export const BUDGET_CENTRES = [DEFAULT_CENTRE_NUMBER, '87584'];

const clients = liteClients('budget');
const opened = new Map<string, Firestore>();
let visitors = 0;
const learners = new Map<string, { db: Firestore; actor: StaffActor; signedInAt: number }>();
/**
 * The learner's one session, the same in every project: a path's register is prepared in one
 * project and measured in others, and the rules accept a learner's claim only from a session begun
 * no earlier than the claim's own.
 */
let learnerSignedInAt: number | undefined;

function client(projectId: string, token: EmulatorToken): Firestore {
  const key = `${projectId} ${token.sub}`;
  const cached = opened.get(key);
  if (cached) return cached;
  const db = clients.as(projectId, token);
  opened.set(key, db);
  return db;
}

export function registerIn(projectId: string): Register {
  return {
    projectId,
    staff: (index = 0) => {
      const actor = staffActor(index);
      const db = client(projectId, {
        sub: actor.uid,
        email: actor.email,
        email_verified: true,
      });
      return { db, actor };
    },
    newcomer: async (name) => {
      const actor = { uid: `budget-newcomer-${name}`, email: newcomerEmail(name) };
      const db = client(projectId, { sub: actor.uid, email: actor.email, email_verified: true });
      return { db, actor };
    },
    learner: () => {
      const known = learners.get(projectId);
      if (known) return known;
      const actor = { uid: 'budget-learner', email: LEARNER_EMAIL };
      const signedInAt = (learnerSignedInAt ??= signInSeconds());
      const db = client(projectId, {
        sub: actor.uid,
        email: actor.email,
        email_verified: true,
        auth_time: signedInAt,
      });
      const learner = { db, actor, signedInAt };
      learners.set(projectId, learner);
      return learner;
    },
    verifier: async () => {
      const { uid, email, organisation, dailyAllowance } = BUDGET_VERIFIER;
      const db = client(projectId, { sub: uid, email, email_verified: true });
      return { checker: { db, sdk: publicSdk, uid, isNew: false }, organisation, dailyAllowance };
    },
    visitor: async (name) => {
      const uid = name ?? `budget-visitor-${(visitors += 1)}`;
      const db = client(projectId, { sub: uid, firebase: { sign_in_provider: 'anonymous' } });
      return { db, sdk: publicSdk, uid, isNew: name === undefined };
    },
  };
}

/** Closes every client the meter opened. */
export async function closeClients(): Promise<void> {
  await clients.close();
  opened.clear();
  learners.clear();
  learnerSignedInAt = undefined;
}
