/**
 * The demo data of `npm start`: a staff account and a register of sample certificates and
 * verification attempts, written into an empty emulator database. Every certificate goes through
 * `documentsForCertificate`, exactly as the add screen writes one, so each can be verified.
 *
 * Also runnable on its own against running emulators: `npx tsx scripts/seed.ts`.
 */
import { pathToFileURL } from 'node:url';

import { deleteApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';

import { qualifications } from '../src/content/qualifications';
import { collections } from '../src/domain/collections';
import {
  attemptEvent,
  attemptSubject,
  certificateChanges,
  certificateEvent,
  certificateSubject,
  type AttemptAction,
  type Changes,
} from '../src/domain/audit';
import type { StaffActor } from '../src/domain/staff';
import { statusFrom } from '../src/domain/certificate-status';
import {
  certificateRecordFor,
  documentsForCertificate,
  indexEntryOf,
} from '../src/domain/verification-index';
import {
  adminAppFor,
  assertEmulatorsAnswer,
  describeAdminTarget,
  resolveAdminTarget,
} from './lib/admin-target';
import { addStaff } from './lib/staff-accounts';
import { demoCertificates, type DemoCertificate } from './lib/demo-certificates';
import { demoHistory, type DemoHistory } from './lib/demo-history';
import { HOUR } from './lib/demo-random';
import { writeStatusSteps, type DemoStanding } from './lib/demo-status-writes';
import { demoReplacements, demoStatusSteps, type DemoActor } from './lib/demo-statuses';
import {
  demoVerificationAttempts,
  type DemoVerificationAttempt,
} from './lib/demo-verification-attempts';
import { runMain, UsageError } from './lib/usage-error';

/** How the demo data names itself where the register records who did something. */
export const DEMO_DATA_SOURCE = 'demo data (npm start)';

export const DEMO_STAFF = {
  email: 'staff@larkfieldawards.example',
  password: 'larkfield-demo',
  displayName: 'Demo Staff',
} as const;

/** A second staff member: a withdrawal one of them requests, the other approves. */
export const DEMO_SECOND_STAFF = {
  email: 'registrar@larkfieldawards.example',
  password: 'larkfield-demo',
  displayName: 'Demo Registrar',
} as const;

type DemoAccount = typeof DEMO_STAFF | typeof DEMO_SECOND_STAFF;

export type SeedSummary = {
  staffCreated: boolean;
  /** False when the register already had certificates and was left alone. */
  registerSeeded: boolean;
  certificates: number;
  failedVerifications: number;
};

/**
 * Makes sure the demo staff account is staff, the way `npm run staff -- add` makes anyone staff:
 * created with its known password if missing, otherwise left with its password and sessions.
 */
export async function ensureDemoStaff(
  {
    auth,
    db,
  }: {
    auth: Auth;
    db: Firestore;
  },
  account: DemoAccount = DEMO_STAFF,
): Promise<{ created: boolean; staff: StaffActor }> {
  const exists = await auth.getUserByEmail(account.email).then(
    () => true,
    (error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return false;
      throw error;
    },
  );
  const { created, uid, email } = await addStaff({ auth, db }, account.email, {
    ...(exists ? {} : { password: account.password }),
    addedBy: DEMO_DATA_SOURCE,
  });
  if (created) await auth.updateUser(uid, { displayName: account.displayName });
  return { created, staff: { uid, email } };
}

export async function hasCertificates(db: Firestore): Promise<boolean> {
  const snapshot = await db.collection(collections.certificates).limit(1).get();
  return !snapshot.empty;
}

/**
 * The certificate as it is now (recorded by the demo staff member), its two registry entries,
 * its two index entries, and its history: the event that recorded it, as it was first recorded,
 * and one for each correction since. `create` never overwrites.
 */
async function addCertificate(
  db: Firestore,
  batch: WriteBatch,
  id: string,
  certificate: DemoCertificate,
  history: DemoHistory,
  recorder: StaffActor,
  standing: DemoStanding,
) {
  const documents = await documentsForCertificate(id, certificate.details);
  const record = documents.certificate;

  const events = db.collection(collections.auditEvents);
  const replaces = standing.replaces ? { replaces: standing.replaces } : {};
  let before = { ...certificateRecordFor(history.recorded), ...replaces };
  let lastEventId = events.doc().id;
  batch.create(events.doc(lastEventId), {
    ...certificateEvent({
      certificateId: id,
      action: 'certificate.created',
      actor: recorder,
      subject: certificateSubject(before),
      changes: certificateChanges(null, before),
      prevEventId: null,
    }),
    at: Timestamp.fromDate(certificate.createdAt),
  });
  for (const correction of history.corrections) {
    const after = { ...certificateRecordFor(correction.details), ...replaces };
    const eventId = events.doc().id;
    batch.create(events.doc(eventId), {
      ...certificateEvent({
        certificateId: id,
        action: 'certificate.edited',
        actor: recorder,
        subject: certificateSubject(after),
        changes: certificateChanges(before, after),
        prevEventId: lastEventId,
      }),
      at: Timestamp.fromDate(correction.at),
    });
    [before, lastEventId] = [after, eventId];
  }

  const corrected = history.corrections.at(-1);
  const stepped = writeStatusSteps(
    db,
    batch,
    id,
    { ...record.data, ...replaces },
    lastEventId,
    standing.steps,
  );
  const lastStep = standing.steps.at(-1);
  const updated = lastStep
    ? { at: lastStep.at, actor: lastStep.actor }
    : corrected
      ? { at: corrected.at, actor: recorder }
      : null;
  batch.create(db.collection(record.collection).doc(record.id), {
    ...stepped.record,
    createdAt: Timestamp.fromDate(certificate.createdAt),
    createdBy: recorder.email,
    createdByUid: recorder.uid,
    ...(updated
      ? {
          updatedAt: Timestamp.fromDate(updated.at),
          updatedBy: updated.actor.email,
          updatedByUid: updated.actor.uid,
        }
      : {}),
    ...(stepped.statusChangedAt ? { statusChangedAt: stepped.statusChangedAt } : {}),
    lastEventId: stepped.lastEventId,
  });
  const entry = indexEntryOf(id, stepped.record, {
    status: statusFrom(stepped.record.status),
    statusChangedAt: stepped.statusChangedAt,
  });
  for (const write of [documents.certificateIndex, documents.studentIndex]) {
    batch.create(db.collection(write.collection).doc(write.id), entry);
  }
  for (const write of [documents.certificateNumber, documents.studentNumber]) {
    batch.create(db.collection(write.collection).doc(write.id), write.data);
  }
  if (stepped.request) {
    batch.create(db.collection(collections.statusRequests).doc(id), stepped.request);
  }
}

function timestampOrNull(date: Date | null): Timestamp | null {
  return date ? Timestamp.fromDate(date) : null;
}

/** The attempt, and an event for each review step taken on it, in order. */
function addFailedVerification(
  db: Firestore,
  batch: WriteBatch,
  record: DemoVerificationAttempt,
  reviewer: StaffActor,
) {
  const attempt = db.collection(collections.failedVerifications).doc();
  const events = db.collection(collections.auditEvents);
  const subject = attemptSubject(record);
  let lastEventId: string | null = null;
  const steps: ({ action: AttemptAction; at: Date; changes: Changes } | null)[] = [
    record.reviewedAt && {
      action: 'attempt.flagged',
      at: record.reviewedAt,
      changes: {
        status: { from: 'failed', to: 'suspicious' },
        reviewNote: { from: null, to: record.reviewNote },
      },
    },
    record.investigatedAt && {
      action: 'attempt.investigated',
      at: record.investigatedAt,
      changes: {
        investigationNote: { from: null, to: record.investigationNote },
        isUnderInvestigation: { from: false, to: true },
      },
    },
  ];
  for (const step of steps) {
    if (!step) continue;
    const event = events.doc();
    batch.create(event, {
      ...attemptEvent({
        attemptId: attempt.id,
        action: step.action,
        actor: reviewer,
        subject,
        changes: step.changes,
        prevEventId: lastEventId,
      }),
      at: Timestamp.fromDate(step.at),
    });
    lastEventId = event.id;
  }
  batch.create(attempt, {
    ...record,
    attemptedAt: Timestamp.fromDate(record.attemptedAt),
    reviewedAt: timestampOrNull(record.reviewedAt),
    investigatedAt: timestampOrNull(record.investigatedAt),
    ...(lastEventId ? { lastEventId } : {}),
  });
}

/**
 * Seeds an empty database; a database that already has certificates keeps them and gets no
 * sample records (so a second `npm start` adds nothing). The register is one batch: it is
 * written completely or not at all (about 300 writes with the history, under Firestore's 500).
 */
export async function seedDemoData(
  { auth, db }: { auth: Auth; db: Firestore },
  now: Date = new Date(),
): Promise<SeedSummary> {
  const { created: staffCreated, staff } = await ensureDemoStaff({ auth, db });
  const { staff: secondStaff } = await ensureDemoStaff({ auth, db }, DEMO_SECOND_STAFF);
  if (await hasCertificates(db)) {
    return { staffCreated, registerSeeded: false, certificates: 0, failedVerifications: 0 };
  }
  const courseNames = qualifications.map((qualification) => qualification.title);
  const certificates = withReplacementDetails(demoCertificates(now, courseNames));
  const failed = demoVerificationAttempts(now, certificates, staff);
  const ids = certificates.map(() => db.collection(collections.certificates).doc().id);
  const actors: Record<DemoActor, StaffActor> = { first: staff, second: secondStaff };

  const batch = db.batch();
  for (const [index, certificate] of certificates.entries()) {
    const history = demoHistory(index, certificate, courseNames, now);
    const standing = demoStanding(index, certificates, ids, actors, now);
    await addCertificate(db, batch, itemAt(ids, index), certificate, history, staff, standing);
  }
  for (const record of failed) addFailedVerification(db, batch, record, staff);
  await batch.commit();
  return {
    staffCreated,
    registerSeeded: true,
    certificates: certificates.length,
    failedVerifications: failed.length,
  };
}

/** The demo plans name certificates by their place in the register; a wrong place is a bug. */
function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`The demo register has no certificate ${index}.`);
  return item;
}

/** A replacement is recorded for the same learner and course as the certificate it replaces. */
function withReplacementDetails(certificates: DemoCertificate[]): DemoCertificate[] {
  const copy = [...certificates];
  for (const { original, replacement, reason } of demoReplacements) {
    const old = itemAt(copy, original).details;
    const added = itemAt(copy, replacement);
    copy[replacement] = {
      ...added,
      details: {
        ...added.details,
        firstName: old.firstName,
        // A change of name is the one reason the name on the replacement differs.
        surname: reason.code === 'change-of-name' ? added.details.surname : old.surname,
        courseName: old.courseName,
      },
    };
  }
  return copy;
}

/**
 * The status steps of the demo certificate at `index`, each at least an hour in the past and in
 * order; a replaced certificate's last step is its replacement being recorded.
 */
function demoStanding(
  index: number,
  certificates: readonly DemoCertificate[],
  ids: readonly string[],
  actors: Record<DemoActor, StaffActor>,
  now: Date,
): DemoStanding {
  const createdAt = itemAt(certificates, index).createdAt.getTime();
  const planned = demoStatusSteps.get(index) ?? [];
  const steps: DemoStanding['steps'] = planned.map((step, position) => ({
    kind: step.kind,
    actor: actors[step.by],
    at: new Date(
      Math.min(createdAt + step.after, now.getTime() - (planned.length - position) * HOUR),
    ),
    ...(step.reason ? { reason: step.reason } : {}),
  }));
  const replaced = demoReplacements.find((pair) => pair.original === index);
  if (replaced) {
    // Asked for by one staff member a day before the other completed it.
    const completed = itemAt(certificates, replaced.replacement).createdAt;
    steps.push(
      {
        kind: 'request-replacement',
        actor: actors.second,
        at: new Date(completed.getTime() - 24 * HOUR),
        reason: replaced.reason,
      },
      {
        kind: 'replaced',
        actor: actors.first,
        at: completed,
        replacedBy: itemAt(ids, replaced.replacement),
      },
    );
  }
  const replacing = demoReplacements.find((pair) => pair.replacement === index);
  return { steps, ...(replacing ? { replaces: itemAt(ids, replacing.original) } : {}) };
}

/** The most recently recorded certificate, for the start-up banner's "try verifying" line. */
export async function latestCertificate(
  db: Firestore,
): Promise<{ certificateNumber: string; learner: string } | null> {
  const latest = await db
    .collection(collections.certificates)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .get();
  const data = latest.docs[0]?.data();
  return data
    ? { certificateNumber: String(data.certificateNumber), learner: String(data.fullName) }
    : null;
}

export function describeSeed(summary: SeedSummary): string {
  const staff = summary.staffCreated
    ? `created the demo staff accounts ${DEMO_STAFF.email} and ${DEMO_SECOND_STAFF.email}`
    : `the demo staff account ${DEMO_STAFF.email} was already there`;
  const register = summary.registerSeeded
    ? `added ${summary.certificates} certificates and ${summary.failedVerifications} verification attempts`
    : 'the register already had certificates, so no sample records were added';
  return `Demo data: ${staff}; ${register}.`;
}

const commandLine = {
  usage: `Usage:
  npx tsx scripts/seed.ts   seed the running emulators of the demo project, as \`npm start\` does

It writes only to the emulators named by FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST,
or those of firebase.json, and only into a demo- project.`,
} as const;

async function main(): Promise<void> {
  const target = resolveAdminTarget(process.env);
  if (target.kind !== 'emulators' || !target.projectId.startsWith('demo-')) {
    throw new UsageError('The demo seed writes only to the emulators of a demo- project.');
  }
  console.log(`Seeding ${describeAdminTarget(target)}.`);
  await assertEmulatorsAnswer(target);
  const app = adminAppFor(target, 'seed-cli');
  try {
    console.log(describeSeed(await seedDemoData({ auth: getAuth(app), db: getFirestore(app) })));
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(commandLine, main);
}
