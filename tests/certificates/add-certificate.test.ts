import { createServer } from 'node:net';

import { initializeApp } from 'firebase/app';
import { collection, doc, getDoc, getDocs, query, Timestamp, where } from 'firebase/firestore';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import {
  addCertificate,
  RegisterUnreachableError,
} from '@/features/certificates/api/add-certificate';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import { ada, numberedLearner } from '@/testing/learners';

import { CERTIFICATES_PROJECT_ID } from '../support/projects';
import {
  asAdmin,
  centreStaffActor,
  centreStaffClient,
  clientAs,
  staffActor,
  staffClient,
  STAFF_CENTRES,
  useEmptyDatabase,
  type StaffCentre,
} from '../support/certificates-clients';

useEmptyDatabase();

/** Learner `index` of many, all giving Ada's certificate number. */
const sameNumberAsAda = (index: number) =>
  numberedLearner(index, { certificateNumber: ada.certificateNumber });

async function certificatesNumbered(certificateNumber: string) {
  return asAdmin(async (db) => {
    const snapshot = await getDocs(
      query(
        collection(db, collections.certificates),
        where('certificateNumber', '==', certificateNumber),
      ),
    );
    return snapshot.docs.map((entry) => ({ id: entry.id, ...entry.data() }));
  });
}

/** A client of a database that cannot be reached: its port was free a moment ago and is closed. */
async function unreachableClient() {
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  await new Promise((resolve) => server.close(resolve));
  const db = getFirestore(
    initializeApp({ projectId: CERTIFICATES_PROJECT_ID, apiKey: 'demo-api-key' }, 'unreachable'),
  );
  connectFirestoreEmulator(db, '127.0.0.1', port);
  return db;
}

describe('addCertificate against the emulator and the rules', () => {
  it('writes the certificate with every field, both registry entries and both index entries', async () => {
    const stages: string[] = [];
    const added = await addCertificate(staffClient(), ada, staffActor(), {
      onAdding: () => stages.push('adding'),
    });
    expect(stages).toContain('adding');

    const documents = await documentsForCertificate(added.id, ada);
    await asAdmin(async (db) => {
      const certificate = (await getDoc(doc(db, collections.certificates, added.id))).data()!;
      expect(certificate).toMatchObject({
        ...documents.certificate.data,
        fullName: 'Ada Lovelace',
        needsReview: false,
        reviewStatus: 'approved',
        reviewedBy: null,
        reviewedAt: null,
        centreNumber: '87583',
        createdBy: staffActor().email,
        createdByUid: staffActor().uid,
      });
      expect(certificate.createdAt).toBeInstanceOf(Timestamp);
      expect(Math.abs(certificate.createdAt.toMillis() - Date.now())).toBeLessThan(60_000);

      for (const write of [documents.certificateNumber, documents.studentNumber]) {
        const entry = await getDoc(doc(db, write.path));
        expect(entry.data()).toEqual({ certificateId: added.id });
      }
      for (const write of [documents.certificateIndex, documents.studentIndex]) {
        const entry = await getDoc(doc(db, write.path));
        expect(entry.data()).toEqual(write.data);
      }
    });
  });

  it('20 staff saving the same certificate number at once: one certificate, 19 refusals', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        addCertificate(staffClient(index), sameNumberAsAda(index), staffActor(index)),
      ),
    );

    const saved = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(DuplicateNumberError);
      expect((reason as DuplicateNumberError).kind).toBe('certificate');
    }

    const stored = await certificatesNumbered(ada.certificateNumber);
    expect(stored).toHaveLength(1);
    const winner = saved[0]!.value;
    expect(stored[0]!.id).toBe(winner.id);
    await asAdmin(async (db) => {
      const entry = await getDoc(doc(db, collections.certificateNumbers, ada.certificateNumber));
      expect(entry.data()).toEqual({ certificateId: winner.id });
      const students = await getDocs(collection(db, collections.studentNumbers));
      expect(students.docs.map((entry) => entry.id)).toEqual([winner.studentNumber]);
    });
  }, 60_000);

  it('refuses a student number already on the register, and writes nothing', async () => {
    await addCertificate(staffClient(), ada, staffActor());
    const again = { ...ada, certificateNumber: '086525418', firstName: 'Augusta' };
    const failure = await addCertificate(staffClient(1), again, staffActor(1)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DuplicateNumberError);
    expect((failure as DuplicateNumberError).kind).toBe('student');
    expect(await certificatesNumbered('086525418')).toEqual([]);
  });

  // Without its own end, the save would be retried with the SDK's growing pauses for about a
  // quarter of an hour; the timeout leaves room for a slow machine, not for that.
  it('ends a save the register cannot answer at once, saying nothing was saved', async () => {
    const failure = await addCertificate(await unreachableClient(), ada, staffActor()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RegisterUnreachableError);
    expect((failure as Error).message).toBe(
      'The register could not be reached, so the certificate was not saved. Check the connection and try again.',
    );
  }, 30_000);

  it('refuses an account without the staff claim, and writes nothing', async () => {
    const stranger = clientAs({ uid: 'stranger', email: 'someone@example.com' });
    const failure = await addCertificate(stranger, ada, {
      uid: 'stranger',
      email: 'someone@example.com',
    }).catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('permission-denied');
    expect(await certificatesNumbered(ada.certificateNumber)).toEqual([]);
  });
});

describe("addCertificate as a centre's staff", () => {
  const [centreA, centreB] = STAFF_CENTRES;
  const addAs = (centreNumber: StaffCentre, details: CertificateDetails, index = 0) =>
    addCertificate(
      centreStaffClient(centreNumber, index),
      { ...details, centreNumber },
      centreStaffActor(centreNumber, index),
    );

  it("refuses a number another centre's certificate holds as in use, and writes nothing", async () => {
    await addAs(centreB, ada);
    const cases = [
      ['certificate', { ...ada, studentNumber: 'Q0225534', firstName: 'Augusta' }],
      ['student', { ...ada, certificateNumber: '086525418', firstName: 'Augusta' }],
    ] as const;
    for (const [kind, details] of cases) {
      const failure = await addAs(centreA, details).catch((error: unknown) => error);
      expect(failure, kind).toBeInstanceOf(DuplicateNumberError);
      expect((failure as DuplicateNumberError).kind).toBe(kind);
    }
    const stored = await asAdmin(async (db) =>
      (await getDocs(collection(db, collections.certificates))).docs.map((entry) => entry.data()),
    );
    expect(stored).toEqual([expect.objectContaining({ centreNumber: centreB, firstName: 'Ada' })]);
  });

  it("refuses a number of their own centre's as in use too, and adds with free ones", async () => {
    const added = await addAs(centreA, ada);
    expect(added.certificateNumber).toBe(ada.certificateNumber);
    const again = await addAs(centreA, { ...ada, studentNumber: 'Q0225534' }, 1).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(DuplicateNumberError);
    expect((again as DuplicateNumberError).kind).toBe('certificate');
  });

  it('20 staff of two centres saving the same certificate number at once: one certificate, 19 refusals', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        addAs(index % 2 === 0 ? centreA : centreB, sameNumberAsAda(index), Math.floor(index / 2)),
      ),
    );
    const saved = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(DuplicateNumberError);
      expect((reason as DuplicateNumberError).kind).toBe('certificate');
    }
    const stored = await certificatesNumbered(ada.certificateNumber);
    expect(stored.map((entry) => entry.id)).toEqual([saved[0]!.value.id]);
  }, 60_000);
});
