/**
 * The demo data of `npm start`: two admins, three approved centres with an account for the staff
 * of two of them, and a register of sample certificates and verification attempts, written into
 * an empty emulator database. Every change in the demo's
 * past is planned by the app's own planners (src/domain/plans) and applied in memory at its own
 * time (scripts/lib/demo/demo-register.ts), so each record is what the app would have written.
 *
 * Also runnable on its own against running emulators: `npx tsx scripts/seed.ts`.
 */
import { pathToFileURL } from 'node:url';

import { deleteApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

import { qualifications } from '../src/content/qualifications';
import { collections } from '../src/domain/collections';
import type { DocumentsByPath } from '../src/domain/plans/apply-in-memory';
import type { StaffActor, StaffRole } from '../src/domain/staff';
import {
  adminAppFor,
  assertEmulatorsAnswer,
  describeAdminTarget,
  resolveAdminTarget,
} from './lib/admin/admin-target';
import { createDocuments } from './lib/admin/admin-plan';
import { addStaff } from './lib/staff/add-staff';
import { demoBurst } from './lib/demo/demo-burst';
import { demoCentreDocuments } from './lib/demo/demo-centres';
import { demoCertificates } from './lib/demo/demo-certificates';
import { demoHistory } from './lib/demo/demo-history';
import { issueDemoPdfs } from './lib/demo/demo-pdfs';
import { recordDemoAttempt, recordDemoCertificate } from './lib/demo/demo-register';
import { demoStanding, itemAt, withReplacementDetails } from './lib/demo/demo-standing';
import type { DemoActor } from './lib/demo/demo-statuses';
import { demoVerificationAttempts } from './lib/demo/demo-verification-attempts';
import { DEMO_VERIFIER, ensureDemoVerifier } from './lib/demo/demo-verifier';
import { runMain, UsageError } from './lib/usage-error';

export { DEMO_VERIFIER };

/** How the demo data names itself where the register records who did something. */
const DEMO_DATA_SOURCE = 'demo data (npm start)';

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

/** The staff of two of the demo centres (scripts/lib/demo/demo-centres.ts): each sees only theirs. */
export const DEMO_CENTRE_STAFF = [
  {
    email: 'office@larkfieldtraining.example',
    password: 'larkfield-demo',
    displayName: 'Demo Centre Staff, Leeds',
    centreNumber: '87583',
  },
  {
    email: 'exams@pennineskills.example',
    password: 'larkfield-demo',
    displayName: 'Demo Centre Staff, Huddersfield',
    centreNumber: '87602',
  },
] as const;

type DemoAccount = { email: string; password: string; displayName: string };

type SeedSummary = {
  staffCreated: boolean;
  /** Whether the demo verifier's account was made now (false when it was there already). */
  verifierCreated: boolean;
  /** Demo centres written now (none when they were all there already). */
  centresAdded: number;
  /** False when the register already had certificates and was left alone. */
  registerSeeded: boolean;
  certificates: number;
  failedVerifications: number;
};

/**
 * Makes sure the demo staff account is staff, the way `npm run staff -- add` makes anyone staff:
 * created with its known password if missing, otherwise left with its password and sessions.
 */
async function ensureDemoStaff(
  {
    auth,
    db,
  }: {
    auth: Auth;
    db: Firestore;
  },
  account: DemoAccount = DEMO_STAFF,
  role: StaffRole = { role: 'admin' },
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
    role,
  });
  if (created) await auth.updateUser(uid, { displayName: account.displayName });
  return { created, staff: { uid, email } };
}

async function hasCertificates(db: Firestore): Promise<boolean> {
  const snapshot = await db.collection(collections.certificates).limit(1).get();
  return !snapshot.empty;
}

/**
 * Writes each demo centre that is not on the register yet, with the event of its approval, as
 * the first admin approved it before the demo's first certificate; how many centres it wrote.
 */
async function ensureDemoCentres(db: Firestore, approver: StaffActor): Promise<number> {
  const centres = [...demoCentreDocuments(approver)];
  return db.runTransaction(async (transaction) => {
    const stored = await transaction.getAll(...centres.map(([path]) => db.doc(path)));
    const missing = new Map(centres.filter((_, at) => !stored[at]?.exists));
    createDocuments(db, transaction, missing);
    // Each centre comes with the event of its approval.
    return [...missing.keys()].filter((path) => path.startsWith(`${collections.centres}/`)).length;
  });
}

/**
 * Seeds an empty database; a database that already has certificates keeps them and gets no
 * sample records (so a second `npm start` adds nothing). The register is one batch: it is
 * written completely or not at all (about 450 writes with the history and the PDFs, under
 * Firestore's 500).
 */
export async function seedDemoData(
  { auth, db }: { auth: Auth; db: Firestore },
  now: Date = new Date(),
): Promise<SeedSummary> {
  const { created: staffCreated, staff } = await ensureDemoStaff({ auth, db });
  const { staff: secondStaff } = await ensureDemoStaff({ auth, db }, DEMO_SECOND_STAFF);
  // Before the centres' own staff: an account is given only for a centre on the register.
  const centresAdded = await ensureDemoCentres(db, staff);
  for (const account of DEMO_CENTRE_STAFF) {
    const { centreNumber } = account;
    await ensureDemoStaff({ auth, db }, account, { role: 'centre', centreNumber });
  }
  const verifierCreated = await ensureDemoVerifier({ auth, db }, staff);
  if (await hasCertificates(db)) {
    return {
      staffCreated,
      verifierCreated,
      centresAdded,
      registerSeeded: false,
      certificates: 0,
      failedVerifications: 0,
    };
  }
  const courseNames = qualifications.map((qualification) => qualification.title);
  const certificates = withReplacementDetails(demoCertificates(now, courseNames));
  const failed = demoVerificationAttempts(now, certificates, staff);
  const ids = certificates.map(() => db.collection(collections.certificates).doc().id);
  const actors: Record<DemoActor, StaffActor> = { first: staff, second: secondStaff };

  const newEventId = () => db.collection(collections.auditEvents).doc().id;
  let register: DocumentsByPath = new Map();
  for (const [index, certificate] of certificates.entries()) {
    register = await recordDemoCertificate(register, {
      certificateId: itemAt(ids, index),
      certificate,
      history: demoHistory(index, certificate, courseNames, now),
      standing: demoStanding(index, certificates, ids, actors, now),
      recorder: staff,
      newEventId,
    });
  }
  // Their PDFs, issued a minute ago: after every step of their histories.
  register = await issueDemoPdfs(
    register,
    ids,
    staff,
    newEventId,
    new Date(now.getTime() - 60_000),
  );
  for (const record of failed) {
    const attemptId = db.collection(collections.failedVerifications).doc().id;
    register = recordDemoAttempt(register, { attemptId, record, reviewer: staff, newEventId });
  }
  const batch = db.batch();
  createDocuments(db, batch, register);
  await batch.commit();
  // A burst at one partner centre, for Centre Risk to flag: in a batch of its own (the first is
  // near Firestore's 500 writes), recorded as the app records an addition.
  const burst = demoBurst(
    now,
    courseNames,
    certificates.map((certificate) => certificate.details),
  );
  const burstIds = burst.map(() => db.collection(collections.certificates).doc().id);
  let burstRegister: DocumentsByPath = new Map();
  for (const [index, certificate] of burst.entries()) {
    burstRegister = await recordDemoCertificate(burstRegister, {
      certificateId: itemAt(burstIds, index),
      certificate,
      history: { recorded: certificate.details, corrections: [] },
      standing: { steps: [] },
      recorder: staff,
      newEventId,
    });
  }
  // Issued with their PDFs, as the app issues each certificate it adds.
  burstRegister = await issueDemoPdfs(burstRegister, burstIds, staff, newEventId, now);
  const burstBatch = db.batch();
  createDocuments(db, burstBatch, burstRegister);
  await burstBatch.commit();
  return {
    staffCreated,
    verifierCreated,
    centresAdded,
    registerSeeded: true,
    certificates: certificates.length + burst.length,
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
    ? `created the demo staff accounts ${DEMO_STAFF.email} and ${DEMO_SECOND_STAFF.email}, and one for each of ${DEMO_CENTRE_STAFF.length} centres`
    : `the demo staff account ${DEMO_STAFF.email} was already there`;
  const verifier = summary.verifierCreated
    ? `; created the demo verifier account ${DEMO_VERIFIER.email} (${DEMO_VERIFIER.organisation})`
    : '';
  const centres =
    summary.centresAdded > 0 ? `; approved ${summary.centresAdded} training centres` : '';
  const register = summary.registerSeeded
    ? `added ${summary.certificates} certificates and ${summary.failedVerifications} verification attempts`
    : 'the register already had certificates, so no sample records were added';
  return `Demo data: ${staff}${verifier}${centres}; ${register}.`;
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
