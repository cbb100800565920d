import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { detailFields } from '@/domain/audit';
import { collections } from '@/domain/collections';
import { planRemoveStaffAccess } from '@/domain/plans/staff-access';
import { siobhan, tomasz } from '@/testing/learners';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  createdEventId,
  creationWrites,
  editedEventId,
  seedCertificate,
  SIOBHAN_ID,
  TOMASZ_ID,
} from './certificate-documents';
import { flagSuspiciousWrites, seedAttempt } from './attempt-documents';
import { approvalWrites, NEW_CENTRE } from './centre-documents';
import { editWrites } from './edit-documents';
import {
  altering,
  commit,
  eventPath,
  isEventWrite,
  planned,
  withSecondEvent,
  without,
} from './writes';
import {
  actorOf,
  allows,
  COLLEAGUE,
  directory,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  resetDatabase,
  seed,
  STAFF,
  startEachTestEmpty,
  type Scenario,
  clientTime,
} from './harness';

const renamed = { ...siobhan, surname: 'Connell-Byrne' };

const events: Scenario = {
  seed: () => seedCertificate(SIOBHAN_ID, siobhan),
  operations: {
    get: (db) => getDocFromServer(doc(db, eventPath(createdEventId(SIOBHAN_ID)))),
    list: (db) => getDocsFromServer(collection(db, collections.auditEvents)),
    // Events are written only with the change they record, so these are the app's writes.
    create: async (db, actor) => commit(db, await creationWrites(TOMASZ_ID, tomasz, {}, actor)),
    update: (db) =>
      updateDoc(doc(db, eventPath(createdEventId(SIOBHAN_ID))), { actorEmail: 'someone' }),
    delete: (db) => deleteDoc(doc(db, eventPath(createdEventId(SIOBHAN_ID)))),
  },
};

/** The changes the event of Siobhán's certificate records when it is added. */
async function creationEventChanges(): Promise<Record<string, unknown>> {
  const writes = await creationWrites(SIOBHAN_ID, siobhan);
  const event = writes.find((write) => write.path === eventPath(createdEventId(SIOBHAN_ID)));
  if (event?.op !== 'set') throw new Error('The event is written.');
  return event.data.changes as Record<string, unknown>;
}

async function addAsStaff(eventChanges: Record<string, unknown>, changes = {}) {
  const writes = await creationWrites(SIOBHAN_ID, siobhan, changes, STAFF, eventChanges);
  return commit(await firestoreAs('staff'), writes);
}

async function editAsStaff(eventChanges: Record<string, unknown>, after = renamed) {
  const writes = await editWrites(SIOBHAN_ID, siobhan, after, { eventChanges });
  return commit(await firestoreAs('staff'), writes);
}

describe('auditEvents', () => {
  startEachTestEmpty();

  it('are read by staff, created by staff with the change they record, changed by nobody', async () => {
    await expectMatrix(events, {
      anonymous: allows(),
      signedIn: allows(),
      staff: allows('get', 'list', 'create'),
    });
  });

  it('can be neither rewritten nor removed by staff, in any form', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const db = await firestoreAs('staff');
    const path = eventPath(createdEventId(SIOBHAN_ID));
    const stored = (await getDocFromServer(doc(db, path))).data();
    await expectDenied(setDoc(doc(db, path), stored!));
    await expectDenied(updateDoc(doc(db, path), { changes: {} }));
    await expectDenied(deleteDoc(doc(db, path)));
    // Not even inside an edit of the certificate it describes.
    const edit = await editWrites(SIOBHAN_ID, siobhan, renamed);
    await expectDenied(commit(db, [...edit, { op: 'delete', path }]));
  });

  it('refuses an event filed by anyone but staff, even one a record names as its latest', async () => {
    // A state no step leaves: an attempt naming, as its latest, an event that is not there.
    await seedAttempt('failed');
    const writes = flagSuspiciousWrites({ reviewer: actorOf('signedIn') });
    await seed((db) =>
      commit(
        db,
        writes.filter((write) => !isEventWrite(write)),
      ),
    );
    await expectDenied(commit(await firestoreAs('signedIn'), writes.filter(isEventWrite)));
  });

  describe('adding a certificate', () => {
    it('records who added it, when, and every field it was given', async () => {
      await expectAllowed(addAsStaff({}));
      const db = await firestoreAs('staff');
      const event = (await getDocFromServer(doc(db, eventPath(createdEventId(SIOBHAN_ID))))).data();
      expect(event).toMatchObject({
        action: 'certificate.created',
        entity: 'certificate',
        certificateId: SIOBHAN_ID,
        actorUid: STAFF.uid,
        actorEmail: STAFF.email,
        subject: "Siobhán O'Connell (086524318)",
        prevEventId: null,
        changes: { surname: { from: null, to: "O'Connell" } },
      });
      expect(event?.at).toBeInstanceOf(Timestamp);
    });

    it('is refused without its event, or with an event that is not written', async () => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, without(writes, eventPath(createdEventId(SIOBHAN_ID)))));
      await expectDenied(
        commit(
          db,
          altering(
            without(writes, eventPath(createdEventId(SIOBHAN_ID))),
            `certificates/${SIOBHAN_ID}`,
            { lastEventId: 'never-written' },
          ),
        ),
      );
      await expectDenied(addAsStaff({}, { lastEventId: undefined }));
    });

    it.each([
      ['by another staff member', { actorUid: COLLEAGUE.uid, actorEmail: COLLEAGUE.email }],
      ['under another uid', { actorUid: COLLEAGUE.uid }],
      ['in another e-mail', { actorEmail: COLLEAGUE.email }],
      ['at a client time', { at: clientTime() }],
      ['back-dated', { at: Timestamp.fromDate(new Date('2019-03-12')) }],
      ['about another certificate', { certificateId: TOMASZ_ID }],
      ['about an attempt', { entity: 'attempt' }],
      ['as an edit', { action: 'certificate.edited' }],
      ['continuing a history it has not got', { prevEventId: 'some-earlier-event' }],
      ['without its link to the event before', { prevEventId: undefined }],
      ['naming someone else', { subject: 'Tomasz Wiśniewski (086523512)' }],
      ['without its subject', { subject: undefined }],
      ['without its changes', { changes: undefined }],
      ['with no changes', { changes: {} }],
      ['with an extra field', { reason: 'other' }],
      ['with an attempt as well', { attemptId: 'attempt-1' }],
    ])('is refused with an event %s', async (_case, eventChanges) => {
      await expectDenied(addAsStaff(eventChanges));
    });

    it('is refused without its link to the event before, or from another centre’s staff, filed alone for a certificate that names it but lacks it', async () => {
      // A state no step leaves, as the old system or a script might: the certificate on the
      // register, naming as its latest an event that is not there. The event filed now is the one
      // it names, so no write of the certificate takes part to read the link.
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const path = eventPath(createdEventId(SIOBHAN_ID));
      await seed((db) => commit(db, without(writes, path)));
      const event = writes.find((write) => write.path === path)!;
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, altering([event], path, { prevEventId: undefined })));
      // Nor by another centre's staff, whose step it could never be.
      const diaz = actorOf('otherCentreStaff');
      await expectDenied(
        commit(
          await firestoreAs('otherCentreStaff'),
          altering([event], path, { actorUid: diaz.uid, actorEmail: diaz.email }),
        ),
      );
      await expectAllowed(commit(db, [event]));
    });

    it.each([
      ['a field it was not given', { birthYear: { from: null, to: '93' } }],
      ['a surname it was not given', { surname: { from: null, to: 'Smith' } }],
      ['a value it did not have before', { surname: { from: 'Connell', to: "O'Connell" } }],
      ['a field that is not the certificate’s', { notes: { from: null, to: 'x' } }],
      ['an extra key in a change', { surname: { from: null, to: "O'Connell", by: 'x' } }],
    ])('is refused when the event records %s', async (_case, fieldChanges) => {
      const changes = await creationEventChanges();
      await expectDenied(addAsStaff({ changes: { ...changes, ...fieldChanges } }));
    });

    // Siobhán is given every detail but a birth year.
    it.each(detailFields.filter((field) => field !== 'birthYear'))(
      'is refused when the event gives another %s than the certificate was given',
      async (field) => {
        const changes = await creationEventChanges();
        expect(changes).toHaveProperty(field);
        await expectDenied(
          addAsStaff({ changes: { ...changes, [field]: { from: null, to: 'X' } } }),
        );
      },
    );

    it('is refused when the event leaves out a field the certificate was given', async () => {
      const { surname: _left, ...changes } = await creationEventChanges();
      await expectAllowed(addAsStaff({ changes: { ...changes, surname: _left } }));
      await resetDatabase();
      await expectDenied(addAsStaff({ changes }));
    });
  });

  describe('editing a certificate', () => {
    it('records exactly what changed, after the event before', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectAllowed(editAsStaff({}));
      const db = await firestoreAs('staff');
      const event = (await getDocFromServer(doc(db, eventPath(editedEventId(SIOBHAN_ID))))).data();
      expect(event).toMatchObject({
        action: 'certificate.edited',
        prevEventId: createdEventId(SIOBHAN_ID),
        changes: { surname: { from: "O'Connell", to: 'Connell-Byrne' } },
        subject: 'Siobhán Connell-Byrne (086524318)',
      });
      expect(Object.keys(event?.changes ?? {})).toEqual(['surname']);
    });

    it.each([
      ['starting a new history', { prevEventId: null }],
      ['after another event', { prevEventId: 'another-event' }],
      ['as an addition', { action: 'certificate.created' }],
      ['about another certificate', { certificateId: TOMASZ_ID }],
      ['by another staff member', { actorUid: COLLEAGUE.uid, actorEmail: COLLEAGUE.email }],
      ['at a client time', { at: clientTime() }],
      ['with the old name as subject', { subject: "Siobhán O'Connell (086524318)" }],
      ['recording nothing', { changes: {} }],
      [
        'recording a field that did not change',
        {
          changes: {
            surname: { from: "O'Connell", to: 'Connell-Byrne' },
            firstName: { from: 'Siobhán', to: 'Siobhán' },
          },
        },
      ],
      ['recording another old value', { changes: { surname: { from: 'X', to: 'Connell-Byrne' } } }],
      ['recording another new value', { changes: { surname: { from: "O'Connell", to: 'X' } } }],
      [
        'hiding a change',
        { changes: { courseName: { from: siobhan.courseName, to: siobhan.courseName } } },
      ],
    ])('is refused with an event %s', async (_case, eventChanges) => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(editAsStaff(eventChanges));
    });

    it('is refused when the certificate names the event of another one edited alongside', async () => {
      // Both histories continue from the same event, so only the event's certificateId tells
      // whose change it records: Siobhán's rename would go unrecorded.
      await seedCertificate(SIOBHAN_ID, siobhan, { lastEventId: createdEventId(TOMASZ_ID) });
      await seedCertificate(TOMASZ_ID, tomasz);
      const tomaszEdit = await editWrites(TOMASZ_ID, tomasz, { ...tomasz, surname: 'Nowak' });
      const siobhanEdit = altering(
        without(
          await editWrites(SIOBHAN_ID, siobhan, renamed),
          eventPath(editedEventId(SIOBHAN_ID)),
        ),
        `certificates/${SIOBHAN_ID}`,
        { lastEventId: editedEventId(TOMASZ_ID) },
      );
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, [...tomaszEdit, ...siobhanEdit]));
      await expectAllowed(commit(db, tomaszEdit));
    });

    it('is refused when it rewrites its last event instead of adding one', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const last = createdEventId(SIOBHAN_ID);
      const writes = (
        await editWrites(SIOBHAN_ID, siobhan, renamed, {
          changes: { lastEventId: last },
          eventChanges: { prevEventId: last },
        })
      ).map((write) =>
        write.path === eventPath(editedEventId(SIOBHAN_ID))
          ? { ...write, path: eventPath(last) }
          : write,
      );
      await expectDenied(commit(await firestoreAs('staff'), writes));
    });

    it('is refused when it changes nothing, its event recording nothing', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(editAsStaff({}, siobhan));
    });

    it('is refused with a second event about it that it does not name', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const writes = await editWrites(SIOBHAN_ID, siobhan, renamed);
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, withSecondEvent(writes, 'planted-event')));
      await expectAllowed(commit(db, writes));
    });

    it('is refused when the certificate keeps its last event or points at an old one', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const writes = await editWrites(SIOBHAN_ID, siobhan, renamed);
      const db = await firestoreAs('staff');
      const withoutEvent = without(writes, eventPath(editedEventId(SIOBHAN_ID)));
      await expectDenied(
        commit(
          db,
          altering(withoutEvent, `certificates/${SIOBHAN_ID}`, {
            lastEventId: createdEventId(SIOBHAN_ID),
          }),
        ),
      );
      await expectDenied(
        commit(
          db,
          altering(withoutEvent, `certificates/${SIOBHAN_ID}`, { lastEventId: undefined }),
        ),
      );
    });
  });

  describe('under an id another step derives', () => {
    // A delete carries no data, so a removal, a withdrawal and a closing name their event after
    // what they delete. Whoever filed another event there first would make that step impossible.
    it("refuses a centre's edit of its own learner filed where a colleague's removal would go", async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const lee = await firestoreAs('centreStaff');
      const squat = (lastEventId: string) =>
        editWrites(SIOBHAN_ID, siobhan, renamed, {
          editor: actorOf('centreStaff'),
          changes: { lastEventId },
        });
      for (const id of ['removed-centre-a-ross', 'withdrawn-i-sent', 'closed-attempt-1']) {
        await expectDenied(commit(lee, await squat(id)));
      }
      await expectAllowed(commit(lee, await squat('e-edited-here')));
      // The removal it would have blocked goes ahead.
      const ross = directory['centre-a-ross'] as unknown as Record<string, unknown>;
      const removal = planned(
        planRemoveStaffAccess({
          uid: 'centre-a-ross',
          email: String(ross.email),
          stored: ross,
          actor: STAFF,
        }),
      );
      await expectAllowed(commit(await firestoreAs('staff'), removal));
    });

    it("refuses an admin's review step filed where the attempt's closing would go", async () => {
      await seedAttempt();
      const admin = await firestoreAs('staff');
      await expectDenied(
        commit(admin, flagSuspiciousWrites({ overrides: { lastEventId: 'closed-attempt-1' } })),
      );
      await expectDenied(
        commit(admin, flagSuspiciousWrites({ overrides: { lastEventId: 'removed-staff-patel' } })),
      );
      await expectAllowed(commit(admin, flagSuspiciousWrites()));
    });

    it("refuses a centre's approval filed where another step's event would go", async () => {
      const admin = await firestoreAs('staff');
      for (const id of ['closed-attempt-1', 'removed-centre-a-ross', 'withdrawn-i-sent']) {
        await expectDenied(commit(admin, approvalWrites(actorOf('staff'), NEW_CENTRE, id)));
      }
      await expectAllowed(commit(admin, approvalWrites(actorOf('staff'))));
    });
  });

  it('are refused on their own, however well formed', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const writes = await editWrites(SIOBHAN_ID, siobhan, renamed);
    const event = writes.find((write) => write.path === eventPath(editedEventId(SIOBHAN_ID)));
    if (event?.op !== 'set') throw new Error('The event is written.');
    const db = await firestoreAs('staff');
    await expectDenied(commit(db, [event]));
    await expectDenied(
      setDoc(doc(db, eventPath('stray')), { ...event.data, at: serverTimestamp() }),
    );
  });
});
