import { randomInt } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { applyPlanAdmin } from '../scripts/lib/admin/admin-plan';
import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '../src/domain/certificate';
import { collections } from '../src/domain/collections';
import { planAddition } from '../src/domain/plans/add-certificate';
import { planApproveCentre } from '../src/domain/plans/centre';
import { planReviewStep } from '../src/domain/plans/review-step';
import { planReplacement } from '../src/domain/plans/replacement';
import { planStatusStep, type StatusStep } from '../src/domain/plans/status-step';
import type { StaffActor } from '../src/domain/staff';
import { failedAttemptFor } from '../src/domain/verification-input';

/**
 * Records on the emulator's register for one test, planned by the app's own planners
 * (src/domain/plans) and written with the Admin SDK, and removed again with everything they came
 * to hold. The fixtures in fixtures.ts call these; specs ask for the fixtures.
 */

/** Who the fixtures record as having added a certificate or reviewed an attempt. */
export const FIXTURE_STAFF: StaffActor = {
  uid: 'script:e2e-fixtures',
  email: 'e2e-fixtures@larkfield.test',
};

const digits = (count: number) => String(randomInt(10 ** (count - 1), 10 ** count));

/** Letters only, so it is a surname the forms and the search accept; unique to one test. */
export function uniqueSurname(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return `${prefix}${letters}`;
}

export type SeededCertificate = { id: string; details: CertificateDetails };

/** Numbers random enough that parallel workers and browser projects never share one. */
export function sampleCertificate(overrides: Partial<CertificateDetails> = {}): CertificateDetails {
  return {
    certificateNumber: `0865${digits(5)}`,
    studentNumber: `Q${digits(7)}`,
    firstName: 'Siobhan',
    surname: uniqueSurname('Gallagher'),
    courseName: 'Larkfield Level 3 Diploma in Teaching and Learning Support (RQF)',
    awardedDate: '2025-06-12',
    birthYear: '94',
    centreNumber: DEFAULT_CENTRE_NUMBER,
    ...overrides,
  };
}

/**
 * A centre on the register, active, as an admin approves one (planApproveCentre), unless it is
 * there already: the rules add a certificate only under an active centre, and `npm run staff`
 * gives a centre account only for a centre on the register. Centres are shared by every test
 * running at once, so they are left in place.
 */
export async function ensureCentre(db: Firestore, centreNumber: string): Promise<void> {
  const centre = db.collection(collections.centres).doc(centreNumber);
  await db.runTransaction(async (transaction) => {
    if ((await transaction.get(centre)).exists) return;
    applyPlanAdmin(
      db,
      transaction,
      planApproveCentre({
        centreNumber,
        name: `End-to-end Test Centre ${centreNumber}`,
        actor: FIXTURE_STAFF,
        eventId: db.collection(collections.auditEvents).doc().id,
      }),
    );
  });
}

/**
 * A certificate on the register as the app adds one (planAddition): the document, its registry
 * entries, its index entries and the first event of its history, recorded by FIXTURE_STAFF,
 * under a centre on the register.
 */
export async function writeCertificate(
  db: Firestore,
  details: CertificateDetails,
): Promise<SeededCertificate> {
  await ensureCentre(db, details.centreNumber);
  const id = `e2e-${digits(9)}`;
  const eventId = db.collection(collections.auditEvents).doc().id;
  const batch = db.batch();
  applyPlanAdmin(
    db,
    batch,
    await planAddition({ certificateId: id, eventId, details, recorder: FIXTURE_STAFF }),
  );
  await batch.commit();
  return { id, details };
}

/** A second staff member: the one who approves a withdrawal FIXTURE_STAFF asked for. */
const FIXTURE_SECOND_STAFF: StaffActor = {
  uid: 'script:e2e-fixtures-second',
  email: 'e2e-fixtures-second@larkfield.test',
};

/**
 * Takes status steps on a certificate, one commit each, as the app plans them: an approval, or
 * the replacement a request asked for, by the second staff member, every other step by
 * FIXTURE_STAFF. A withdrawal's request is removed with
 * the certificate (removeCertificate).
 */
export async function takeStatusSteps(
  db: Firestore,
  certificateId: string,
  steps: readonly (StatusStep | { kind: 'replaced'; replacedBy: string })[],
): Promise<void> {
  for (const step of steps) {
    const [stored, request] = await Promise.all([
      db.collection(collections.certificates).doc(certificateId).get(),
      db.collection(collections.statusRequests).doc(certificateId).get(),
    ]);
    const input = {
      certificateId,
      stored: stored.data() ?? {},
      request: request.data(),
      eventId: db.collection(collections.auditEvents).doc().id,
    };
    const batch = db.batch();
    applyPlanAdmin(
      db,
      batch,
      // A replacement is recorded by the second staff member, as an approval is.
      step.kind === 'replaced'
        ? planReplacement({ ...input, replacementId: step.replacedBy, actor: FIXTURE_SECOND_STAFF })
        : planStatusStep({
            ...input,
            step,
            actor: step.kind.startsWith('approve') ? FIXTURE_SECOND_STAFF : FIXTURE_STAFF,
          }),
    );
    await batch.commit();
  }
}

/**
 * Removes a certificate and whatever it holds now, however a test changed it: the registry and
 * index entries naming it, and the verification attempts made with any number it has held.
 */
export async function removeCertificate(db: Firestore, { id, details }: SeededCertificate) {
  const certificate = await db.collection(collections.certificates).doc(id).get();
  const numbers = new Set([details.certificateNumber, details.studentNumber]);
  for (const field of ['certificateNumber', 'studentNumber'] as const) {
    const now: unknown = certificate.get(field);
    if (typeof now === 'string' && now !== '') numbers.add(now);
  }
  const held = await Promise.all([
    ...[
      collections.certificateNumbers,
      collections.studentNumbers,
      collections.verificationIndex,
      collections.certificatePdfs,
      collections.pdfFingerprints,
    ].map((name) => db.collection(name).where('certificateId', '==', id).get()),
    ...(['certificateNumber', 'studentNumber'] as const).map((field) =>
      db
        .collection(collections.failedVerifications)
        .where(field, 'in', [...numbers])
        .get(),
    ),
  ]);
  const batch = db.batch();
  batch.delete(certificate.ref);
  batch.delete(db.collection(collections.statusRequests).doc(id));
  for (const snapshot of held) snapshot.docs.forEach((entry) => batch.delete(entry.ref));
  await batch.commit();
}

const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140 Safari/537.36';

/**
 * A failed attempt and a suspicious one, both by one made-up learner with this surname: each as
 * the verification page records it, the second then flagged by FIXTURE_STAFF as the review screen
 * flags one (planReviewStep).
 */
export async function writeAttempts(db: Firestore, surname: string) {
  const attempts = db.collection(collections.failedVerifications);
  const attempt = (numbers: {
    certificateNumber: string | null;
    studentNumber: string | null;
  }) => ({
    ...failedAttemptFor({ ...numbers, firstName: 'chidi', surname }, USER_AGENT),
    attemptedAt: Timestamp.now(),
  });
  const failed = attempts.doc();
  const flagged = attempts.doc();
  const batch = db.batch();
  batch.set(failed, attempt({ certificateNumber: `0865${digits(5)}`, studentNumber: null }));
  const stored = attempt({ certificateNumber: null, studentNumber: `Q${digits(7)}` });
  batch.set(flagged, stored);
  applyPlanAdmin(
    db,
    batch,
    planReviewStep({
      attemptId: flagged.id,
      stored,
      step: { kind: 'flag', note: 'Name does not match the certificate the employer was shown.' },
      actor: FIXTURE_STAFF,
      eventId: db.collection(collections.auditEvents).doc().id,
    }),
  );
  await batch.commit();
}

/** Every verification attempt recorded under a surname (stored lower-cased). */
export function attemptsBy(db: Firestore, surname: string) {
  return db
    .collection(collections.failedVerifications)
    .where('surname', '==', surname.toLowerCase())
    .get();
}

export async function removeAttemptsBy(db: Firestore, surname: string) {
  const left = await attemptsBy(db, surname);
  await Promise.all(left.docs.map((record) => record.ref.delete()));
}

/** Certificates recorded under a surname, whoever recorded them: the form's or a fixture's. */
export function certificatesBy(db: Firestore, surname: string) {
  return db.collection(collections.certificates).where('surname', '==', surname).get();
}

/**
 * Register totals (the dashboard's figures) are shared by every test running at once, so a test
 * that compares them before and after its own change holds this lock, and removing a seeded
 * certificate waits for it: totals may grow meanwhile, never shrink. The lock is a directory in
 * the run's output folder, which Playwright empties at the start of every run; creating a
 * directory either succeeds or fails at once, whichever worker asks.
 */
export async function lockRegisterTotals(outputDir: string): Promise<() => Promise<void>> {
  const lock = join(outputDir, '.register-totals.lock');
  await mkdir(outputDir, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
