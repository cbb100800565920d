import { doc, getDoc } from 'firebase/firestore/lite';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { verificationKey } from '@/domain/verification-index';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import { saveStudentDetails } from '@/features/students/api/save-student-details';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import { saveErrorText } from '@/features/students/utils/save-messages';
import { centreA, centreB } from '@/testing/centres';

import { historyOf, replay, trackedFields } from '../support/history';
import {
  expectedDocuments,
  RegisterModel,
  seededRandom,
  storedDocuments,
} from '../support/register-model';
import { openEmulatorClients, type EmulatorClients } from '../support/signed-in-clients';

/**
 * The Edit Student Details transaction against the emulators, as a signed-in staff member
 * through Firestore Lite and the real rules: the certificate, its registry entries and its
 * verification-index entries always agree, and a number in use elsewhere is never taken.
 */

let clients: EmulatorClients;

beforeAll(async () => {
  clients = await openEmulatorClients('students-edit');
});

afterAll(async () => {
  await clients?.close();
});

function editOf(details: CertificateDetails): StudentDetailsEdit {
  return {
    studentNumber: details.studentNumber,
    firstName: details.firstName,
    surname: details.surname,
    courseName: details.courseName,
    certificateNumber: details.certificateNumber,
    awardedDate: details.awardedDate,
    centreNumber: details.centreNumber,
  };
}

type Who = 'staff' | 'colleague';

async function add(details: CertificateDetails, who: Who = 'staff'): Promise<string> {
  const { id } = await addCertificate(clients[`${who}Db`], details, clients[who]);
  return id;
}

function save(id: string, edit: StudentDetailsEdit, who: Who = 'staff') {
  return saveStudentDetails(clients[`${who}Db`], id, edit, clients[who]);
}

/** Everything in the database, for before-and-after comparisons. */
async function wholeDatabase() {
  const certificates = await clients.adminDb.collection(collections.certificates).get();
  return {
    certificates: Object.fromEntries(certificates.docs.map((entry) => [entry.id, entry.data()])),
    related: await storedDocuments(clients.adminDb),
  };
}

async function verifies(kind: 'certificate' | 'student', details: CertificateDetails) {
  const number = kind === 'certificate' ? details.certificateNumber : details.studentNumber;
  const key = await verificationKey(kind, number, details.firstName, details.surname);
  const entry = await getDoc(doc(clients.staffDb, collections.verificationIndex, key));
  return entry.exists();
}

describe('saving student details', () => {
  it('keeps two registry and two index entries per certificate, no strays, and a history that replays to the record, through 200 random adds and edits by two staff members', async () => {
    const seed = 20_250_612;
    const random = seededRandom(seed);
    const model = new RegisterModel(random);
    const edited = new Map<string, Who>();
    let refusedDuplicates = 0;

    for (let step = 0; step < 200; step += 1) {
      const who: Who = random() < 0.5 ? 'staff' : 'colleague';
      if (model.certificates.size < 3 || random() < 0.3) {
        const details = model.newDetails();
        model.certificates.set(await add(details, who), details);
        continue;
      }
      const id = [...model.certificates.keys()][Math.floor(random() * model.certificates.size)]!;
      const before = model.certificates.get(id)!;
      const after: CertificateDetails = { ...before };
      if (random() < 0.35) after.certificateNumber = model.freeNumber('certificateNumber');
      if (random() < 0.35) after.studentNumber = model.freeNumber('studentNumber');
      if (random() < 0.3) after.firstName = model.randomName('first');
      if (random() < 0.45) after.surname = model.randomName('surname');
      if (random() < 0.2) after.courseName = model.randomCourse();
      if (random() < 0.1)
        after.centreNumber = random() < 0.5 ? centreA.centreNumber : centreB.centreNumber;

      const clash =
        random() < 0.1 ? (random() < 0.5 ? 'certificateNumber' : 'studentNumber') : null;
      const taken = clash ? model.takenNumber(clash, id) : null;
      if (clash && taken) {
        const error = await save(id, editOf({ ...after, [clash]: taken }), who).catch(
          (caught) => caught,
        );
        expect(error, `step ${step} (seed ${seed})`).toBeInstanceOf(DuplicateNumberError);
        refusedDuplicates += 1;
        continue;
      }
      await save(id, editOf(after), who);
      model.certificates.set(id, after);
      // A save that changes nothing writes nothing.
      if (JSON.stringify(after) !== JSON.stringify(before)) edited.set(id, who);
    }

    const { certificates, related } = await wholeDatabase();
    expect(Object.keys(certificates).sort()).toEqual([...model.certificates.keys()].sort());
    for (const [id, details] of model.certificates) {
      const { certificate } = await documentsForCertificate(id, details);
      expect(certificates[id], id).toMatchObject(certificate.data);
      const lastEditor = edited.get(id);
      if (lastEditor) expect(certificates[id]?.updatedBy).toBe(clients[lastEditor].email);

      // The history walks back to the addition without a gap, and replaying what each event
      // says changed gives the certificate as it is now.
      const history = await historyOf(clients.adminDb, id);
      expect(history[0]).toMatchObject({ action: 'certificate.created', prevEventId: null });
      expect(history.slice(1).every((event) => event.action === 'certificate.edited')).toBe(true);
      expect(replay(history)).toEqual(trackedFields(certificate.data));
      expect(history.map((event) => event.actorEmail)).toContain(certificates[id]?.createdBy);
    }
    const actors = new Set(
      (await clients.adminDb.collection(collections.auditEvents).get()).docs.map((event) =>
        event.get('actorUid'),
      ),
    );
    expect(actors).toEqual(new Set([clients.staff.uid, clients.colleague.uid]));
    expect(related).toEqual(await expectedDocuments(model));
    expect(Object.keys(related)).toHaveLength(4 * model.certificates.size);
    expect(edited.size).toBeGreaterThan(20);
    expect(refusedDuplicates).toBeGreaterThan(3);
  }, 240_000);

  it('stops verifying the old details and verifies the new ones as soon as a surname is saved', async () => {
    const model = new RegisterModel(seededRandom(7));
    const before = { ...model.newDetails(), surname: 'Okonkwo' };
    const id = await add(before);
    expect(await verifies('certificate', before)).toBe(true);

    const after = { ...before, surname: 'Okonkwo-Reid' };
    const saved = await save(id, editOf(after));

    expect(saved).toMatchObject({
      id,
      surname: 'Okonkwo-Reid',
      fullName: `${before.firstName} Okonkwo-Reid`,
      surnameLower: 'okonkwo-reid',
      updatedBy: clients.staff.email,
    });
    for (const kind of ['certificate', 'student'] as const) {
      expect(await verifies(kind, before), `${kind} number with the old surname`).toBe(false);
      expect(await verifies(kind, after), `${kind} number with the new surname`).toBe(true);
    }
    const stored = (await clients.adminDb.doc(`${collections.certificates}/${id}`).get()).data();
    expect(stored?.updatedAt).toBeInstanceOf(Timestamp);
    expect(stored?.reviewStatus).toBe('approved');
  });

  it('refuses a number another certificate holds with the spec wording, and changes nothing', async () => {
    const model = new RegisterModel(seededRandom(11));
    const first = model.newDetails();
    const firstId = await add(first);
    model.certificates.set(firstId, first);
    const second = model.newDetails();
    const secondId = await add(second);
    const before = await wholeDatabase();

    const cases = [
      ['certificateNumber', 'Error saving: Certificate Number already exists.'],
      ['studentNumber', 'Error saving: Candidate Number already exists.'],
    ] as const;
    for (const [field, message] of cases) {
      const attempt = editOf({ ...second, surname: 'Changed Too', [field]: first[field] });
      const error = await save(secondId, attempt).catch((caught) => caught);
      expect(error).toBeInstanceOf(DuplicateNumberError);
      expect(saveErrorText(error)).toBe(message);
    }
    expect(await wholeDatabase()).toEqual(before);
  });

  it("refuses, to a centre's staff, a number another centre's certificate holds, and changes nothing", async () => {
    // The colleague is a centre's staff member for this test: the rules refuse them the registry
    // entries of another centre's certificates, which is how they learn a number is taken.
    const OTHER_CENTRE = centreB.centreNumber;
    const colleagueEntry = clients.adminDb.doc(`${collections.staff}/${clients.colleague.uid}`);
    await colleagueEntry.update({ role: 'centre', centreNumber: DEFAULT_CENTRE_NUMBER });
    try {
      const model = new RegisterModel(seededRandom(13));
      const elsewhere = { ...model.newDetails(), centreNumber: OTHER_CENTRE };
      model.certificates.set(await add(elsewhere), elsewhere);
      const own = model.newDetails();
      const ownId = await add(own, 'colleague');
      const before = await wholeDatabase();

      for (const field of ['certificateNumber', 'studentNumber'] as const) {
        const attempt = editOf({ ...own, [field]: elsewhere[field] });
        const error = await save(ownId, attempt, 'colleague').catch((caught) => caught);
        expect(error, field).toBeInstanceOf(DuplicateNumberError);
      }
      expect(await wholeDatabase()).toEqual(before);

      // A free number is taken, and the old one's entry, their own certificate's, given up.
      const renumbered = { ...own, certificateNumber: model.newDetails().certificateNumber };
      await save(ownId, editOf(renumbered), 'colleague');
      const registry = (number: string) =>
        clients.adminDb.doc(`${collections.certificateNumbers}/${number}`).get();
      expect((await registry(renumbered.certificateNumber)).data()).toEqual({
        certificateId: ownId,
      });
      expect((await registry(own.certificateNumber)).exists).toBe(false);
    } finally {
      await colleagueEntry.update({ role: FieldValue.delete(), centreNumber: FieldValue.delete() });
    }
  });

  it('keeps a text awarded date from the old system unless a new date is chosen', async () => {
    const id = 'imported-2019-204';
    const details: CertificateDetails = {
      ...new RegisterModel(seededRandom(3)).newDetails(),
      awardedDate: '14 March 2019',
    };
    const documents = await documentsForCertificate(id, details);
    const batch = clients.adminDb.batch();
    for (const write of Object.values(documents)) {
      batch.set(clients.adminDb.doc(write.path), write.data);
    }
    batch.update(clients.adminDb.doc(`${collections.certificates}/${id}`), {
      createdAt: Timestamp.fromDate(new Date('2019-03-20T10:00:00Z')),
    });
    await batch.commit();

    await save(id, editOf({ ...details, firstName: 'Gráinne' }));
    const kept = (await clients.adminDb.doc(`${collections.certificates}/${id}`).get()).data();
    expect(kept).toMatchObject({ firstName: 'Gráinne', awardedDate: '14 March 2019' });

    await save(id, editOf({ ...details, firstName: 'Gráinne', awardedDate: '2019-03-14' }));
    const changed = (await clients.adminDb.doc(`${collections.certificates}/${id}`).get()).data();
    expect(changed?.awardedDate).toBe('2019-03-14');
    expect(await verifies('certificate', { ...details, firstName: 'Gráinne' })).toBe(true);
  });
});
