import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';

import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '@/domain/certificate';
import type { StatusReason } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import type { VerificationQuery } from '@/domain/verification-input';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import { importCertificates } from '@/features/certificates/api/import-certificates';
import {
  takeStatusStep,
  type StatusStep,
} from '@/features/certificate-status/api/take-status-step';
import { takeReviewStep } from '@/features/review/api/take-review-step';
import { saveStudentDetails } from '@/features/students/api/save-student-details';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';
import { publicSdk, type Checker } from '@/lib/public-firestore';

/**
 * Every write the app makes to the register, each made through the app's own function, as the
 * budget meter runs it: `before` builds the register the write starts from (under the real rules,
 * once), `write` is the write measured (in each rules variant, on a copy of that register).
 */

// Refused commits are what the meter looks for; the SDK would log each one.
setLogLevel('silent');

export type Register = {
  projectId: string;
  /** Staff member `index` of the directory: a signed-in client and the actor it writes as. */
  staff: (index?: number) => { db: Firestore; actor: StaffActor };
  /** A new visitor to the public page, signed in anonymously, or a returning one by name. */
  visitor: (name?: string) => Promise<Checker>;
};

export type WritePath<Prepared = unknown> = {
  name: string;
  before?: (register: Register) => Promise<Prepared>;
  write: (register: Register, prepared: Prepared) => Promise<unknown>;
};

/** The staff directory every register starts with. */
export const STAFF_COUNT = 2;
export const staffActor = (index: number): StaffActor => ({
  uid: `budget-staff-${index}`,
  email: `staff${index}@larkfieldawards.example`,
});

const apps: FirebaseApp[] = [];
const clients = new Map<string, Firestore>();
let visitors = 0;

function client(projectId: string, uid: string, token: Record<string, unknown>): Firestore {
  const key = `${projectId} ${uid}`;
  const cached = clients.get(key);
  if (cached) return cached;
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `budget-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(
    ':',
  );
  connectFirestoreEmulator(db, host, Number(port), { mockUserToken: { sub: uid, ...token } });
  clients.set(key, db);
  return db;
}

export function registerIn(projectId: string): Register {
  return {
    projectId,
    staff: (index = 0) => {
      const actor = staffActor(index);
      const db = client(projectId, actor.uid, {
        email: actor.email,
        email_verified: true,
        staff: true,
      });
      return { db, actor };
    },
    visitor: async (name) => {
      const uid = name ?? `budget-visitor-${(visitors += 1)}`;
      const db = client(projectId, uid, { firebase: { sign_in_provider: 'anonymous' } });
      return { db, sdk: publicSdk, uid, isNew: name === undefined };
    },
  };
}

/** Closes every client the meter opened. */
export async function closeClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  clients.clear();
}

// ---- The register's learners ------------------------------------------------------------------

const ada: CertificateDetails = {
  certificateNumber: '086525417',
  studentNumber: 'Q0225533',
  firstName: 'Ada',
  surname: 'Lovelace',
  courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
  awardedDate: '2025-03-12',
  birthYear: '02',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

const reason: StatusReason = { code: 'malpractice', note: 'Coursework copied.' };
const changeOfName: StatusReason = { code: 'change-of-name', note: 'Married name.' };

async function addAda(register: Register): Promise<string> {
  const { db, actor } = register.staff(0);
  return (await addCertificate(db, ada, actor)).id;
}

function step(register: Register, id: string, who: number, taken: StatusStep) {
  const { db, actor } = register.staff(who);
  return takeStatusStep(db, id, taken, actor);
}

/** Ada's certificate, with a replacement asked for by staff member 0. */
async function requestedReplacement(register: Register): Promise<string> {
  const id = await addAda(register);
  await step(register, id, 0, { kind: 'request-replacement', reason: changeOfName });
  return id;
}

const adaQuery = (found: boolean): VerificationQuery => ({
  certificateNumber: ada.certificateNumber,
  studentNumber: ada.studentNumber,
  firstName: 'Ada',
  surname: found ? 'Lovelace' : 'Byron',
});

/** A failed check by a visitor, filed for review, and the attempt's id. */
async function failedAttempt(register: Register): Promise<string> {
  await verifyCertificate(adaQuery(false), () => register.visitor());
  const attempts = await getDocs(collection(register.staff(0).db, collections.failedVerifications));
  // A live register may hold others; this one is the attempt of these names.
  const id = attempts.docs.find(
    (attempt) => attempt.get('firstName') === 'ada' && attempt.get('surname') === 'byron',
  )?.id;
  if (!id) throw new Error('The failed check left no attempt to review.');
  return id;
}

function definePath<Prepared>(path: WritePath<Prepared>): WritePath {
  return path as WritePath;
}

export const writePaths: readonly WritePath[] = [
  definePath({
    name: 'Add a certificate',
    write: (register) => addAda(register),
  }),
  definePath({
    name: 'Edit the first name',
    before: addAda,
    write: (register, id) => {
      const { db, actor } = register.staff(0);
      return saveStudentDetails(db, id, { ...ada, firstName: 'Augusta' }, actor);
    },
  }),
  definePath({
    name: 'Edit every field, both numbers',
    before: addAda,
    write: (register, id) => {
      const { db, actor } = register.staff(0);
      return saveStudentDetails(
        db,
        id,
        {
          certificateNumber: '086525418',
          studentNumber: 'Q0225534',
          firstName: 'Augusta',
          surname: 'King',
          courseName: 'Larkfield Level 3 Diploma in Business Administration (RQF)',
          awardedDate: '2025-03-13',
          centreNumber: '87584',
        },
        actor,
      );
    },
  }),
  definePath({
    name: 'Suspend',
    before: addAda,
    write: (register, id) => step(register, id, 0, { kind: 'suspend', reason }),
  }),
  definePath({
    name: 'Reinstate',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'suspend', reason });
      return id;
    },
    write: (register, id) => step(register, id, 0, { kind: 'reinstate' }),
  }),
  definePath({
    name: 'Request withdrawal',
    before: addAda,
    write: (register, id) => step(register, id, 0, { kind: 'request-withdrawal', reason }),
  }),
  definePath({
    name: 'Approve withdrawal',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'request-withdrawal', reason });
      return id;
    },
    write: (register, id) => step(register, id, 1, { kind: 'approve-withdrawal' }),
  }),
  definePath({
    name: 'Reject withdrawal',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'request-withdrawal', reason });
      return id;
    },
    write: (register, id) => step(register, id, 1, { kind: 'reject-withdrawal' }),
  }),
  definePath({
    name: 'Request replacement',
    before: addAda,
    write: (register, id) =>
      step(register, id, 0, { kind: 'request-replacement', reason: changeOfName }),
  }),
  definePath({
    name: 'Reject replacement',
    before: requestedReplacement,
    write: (register, id) => step(register, id, 1, { kind: 'reject-replacement' }),
  }),
  definePath({
    name: 'Replace',
    before: requestedReplacement,
    write: (register, id) => {
      const { db, actor } = register.staff(1);
      return addCertificate(
        db,
        { ...ada, certificateNumber: '086525419', studentNumber: 'Q0225535', surname: 'King' },
        actor,
        { replaces: { certificateId: id } },
      );
    },
  }),
  definePath({
    name: 'Import a row',
    write: (register) => {
      const { db, actor } = register.staff(0);
      return importCertificates(db, actor, {
        fileHash: 'a'.repeat(64),
        fileName: 'cohort.csv',
        rows: [{ line: 2, details: ada }],
        concurrency: 1,
      });
    },
  }),
  definePath({
    name: 'Flag an attempt',
    before: failedAttempt,
    write: (register, attemptId) => {
      const { db, actor } = register.staff(0);
      return takeReviewStep(db, attemptId, { kind: 'flag', note: 'Third try this week.' }, actor);
    },
  }),
  definePath({
    name: 'Mark under investigation',
    before: async (register) => {
      const attemptId = await failedAttempt(register);
      const { db, actor } = register.staff(0);
      await takeReviewStep(db, attemptId, { kind: 'flag', note: 'Third try this week.' }, actor);
      return attemptId;
    },
    write: (register, attemptId) => {
      const { db, actor } = register.staff(1);
      return takeReviewStep(db, attemptId, { kind: 'investigate', note: 'Centre asked.' }, actor);
    },
  }),
  definePath({
    name: 'Close an attempt',
    before: failedAttempt,
    write: (register, attemptId) => {
      const { db, actor } = register.staff(0);
      return takeReviewStep(db, attemptId, { kind: 'close' }, actor);
    },
  }),
  definePath({
    name: 'Public check, found',
    before: addAda,
    write: (register) => verifyCertificate(adaQuery(true), () => register.visitor()),
  }),
  definePath({
    name: 'Public check, later in the hour',
    before: async (register) => {
      await addAda(register);
      await verifyCertificate(adaQuery(true), () => register.visitor('budget-returning'));
    },
    write: (register) =>
      verifyCertificate(adaQuery(true), () => register.visitor('budget-returning')),
  }),
  definePath({
    name: 'Public check, failed, and its attempt',
    before: addAda,
    write: (register) => verifyCertificate(adaQuery(false), () => register.visitor()),
  }),
];
