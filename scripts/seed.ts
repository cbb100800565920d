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
import { certificateRecordFor, documentsForCertificate } from '../src/domain/verification-index';
import {
  adminAppFor,
  assertEmulatorsAnswer,
  describeAdminTarget,
  resolveAdminTarget,
} from './lib/admin-target';
import { addStaff } from './lib/staff-accounts';
import { demoCertificates, type DemoCertificate } from './lib/demo-certificates';
import { demoHistory, type DemoHistory } from './lib/demo-history';
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
export async function ensureDemoStaff({
  auth,
  db,
}: {
  auth: Auth;
  db: Firestore;
}): Promise<{ created: boolean; staff: StaffActor }> {
  const exists = await auth.getUserByEmail(DEMO_STAFF.email).then(
    () => true,
    (error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return false;
      throw error;
    },
  );
  const { created, uid, email } = await addStaff({ auth, db }, DEMO_STAFF.email, {
    ...(exists ? {} : { password: DEMO_STAFF.password }),
    addedBy: DEMO_DATA_SOURCE,
  });
  if (created) await auth.updateUser(uid, { displayName: DEMO_STAFF.displayName });
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
  certificate: DemoCertificate,
  history: DemoHistory,
  recorder: StaffActor,
) {
  const id = db.collection(collections.certificates).doc().id;
  const documents = await documentsForCertificate(id, certificate.details);
  const { certificate: record, ...related } = documents;

  const events = db.collection(collections.auditEvents);
  let before = certificateRecordFor(history.recorded);
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
    const after = certificateRecordFor(correction.details);
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
  batch.create(db.collection(record.collection).doc(record.id), {
    ...record.data,
    createdAt: Timestamp.fromDate(certificate.createdAt),
    createdBy: recorder.email,
    createdByUid: recorder.uid,
    ...(corrected
      ? {
          updatedAt: Timestamp.fromDate(corrected.at),
          updatedBy: recorder.email,
          updatedByUid: recorder.uid,
        }
      : {}),
    lastEventId,
  });
  for (const entry of Object.values(related)) {
    batch.create(db.collection(entry.collection).doc(entry.id), entry.data);
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
  if (await hasCertificates(db)) {
    return { staffCreated, registerSeeded: false, certificates: 0, failedVerifications: 0 };
  }
  const certificates = demoCertificates(
    now,
    qualifications.map((qualification) => qualification.title),
  );
  const failed = demoVerificationAttempts(now, certificates, staff);

  const batch = db.batch();
  const courseNames = qualifications.map((qualification) => qualification.title);
  for (const [index, certificate] of certificates.entries()) {
    const history = demoHistory(index, certificate, courseNames, now);
    await addCertificate(db, batch, certificate, history, staff);
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
    ? `created the demo staff account ${DEMO_STAFF.email}`
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
