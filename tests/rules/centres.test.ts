import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { approvedCentre } from '@/testing/centres';
import { siobhan, tomasz } from '@/testing/learners';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { attemptPath, failedAttempt, flagSuspiciousWrites, seedAttempt } from './attempt-documents';
import {
  certificatePath,
  createdEventId,
  creationWrites,
  seedCertificate,
  SIOBHAN_ID,
} from './certificate-documents';
import { editWrites } from './edit-documents';
import { importPath, started } from './import-documents';
import {
  actorOf,
  allows,
  CENTRE_A,
  CENTRE_B,
  expectAccess,
  expectAllowed,
  expectDenied,
  firestoreAs,
  projectId,
  restToken,
  seed,
  startEachTestEmpty,
  SUSPENDED_CENTRE,
  type AccessRow,
  type CentreCaller,
  type Scenario,
} from './harness';
import {
  requestedReasons,
  requestPath,
  seedCertificateIn,
  statusStepWrites,
  takenStepWrites,
} from './status-documents';
import { commit, eventPath, type Write } from './writes';

/**
 * Many centres on one register (docs/decisions/027-centres.md): a centre's staff reach their own
 * centre's learners and nothing of another centre's, by id, by query, in a batch or over REST;
 * admins reach every centre. Most tests stand at centre A and try centre B's learner.
 */

/** A learner of centre B, whom centre A's staff must never reach. */
const bea: CertificateDetails = {
  ...tomasz,
  firstName: 'Beatriz',
  surname: 'Alves',
  centreNumber: CENTRE_B,
};
const BEA_ID = 'cert-bea';

const nobody: AccessRow = allows();

const suspendedAt = Timestamp.fromDate(new Date('2025-03-01T10:00:00Z'));

/** Centre B's staff and the admins may do what the scenario tries; centre A's staff nothing. */
function onlyCentreBAndAdmins(
  allowed: AccessRow,
): Partial<Record<'staff' | CentreCaller, AccessRow>> {
  return {
    staff: allowed,
    otherCentreStaff: allowed,
    centreStaff: nobody,
    suspendedCentreStaff: nobody,
  };
}

/** A query of a collection that names centre B, as centre B's screens ask for it. */
function centreBQuery(db: Firestore, name: string) {
  return getDocsFromServer(query(collection(db, name), where('centreNumber', '==', CENTRE_B)));
}

async function beaEdit(actor: StaffActor): Promise<Write[]> {
  return editWrites(
    BEA_ID,
    bea,
    { ...bea, courseName: 'Larkfield Level 3 Award in Education' },
    {
      editor: actor,
    },
  );
}

const certificates: Scenario = {
  seed: () => seedCertificate(BEA_ID, bea),
  operations: {
    get: (db) => getDocFromServer(doc(db, certificatePath(BEA_ID))),
    list: (db) => centreBQuery(db, collections.certificates),
    create: async (db, actor) =>
      commit(
        db,
        await creationWrites(
          'cert-new',
          { ...bea, studentNumber: 'Q7000001', certificateNumber: '086529001' },
          {},
          actor,
        ),
      ),
    update: async (db, actor) => commit(db, await beaEdit(actor)),
    delete: (db) => deleteDoc(doc(db, certificatePath(BEA_ID))),
  },
};

describe('centres', () => {
  startEachTestEmpty();

  describe("another centre's learners", () => {
    it("certificates: read, listed, added and changed by that centre's staff and the admins only", async () => {
      await expectAccess(
        certificates,
        onlyCentreBAndAdmins(allows('get', 'list', 'create', 'update')),
      );
    });

    it("index entries: read by that centre's staff and the admins only", async () => {
      const { certificateIndex } = await documentsForCertificate(BEA_ID, bea);
      await expectAccess(
        {
          seed: certificates.seed,
          operations: {
            get: (db) => getDocFromServer(doc(db, certificateIndex.path)),
            list: (db) => centreBQuery(db, collections.verificationIndex),
            create: (db) =>
              setDoc(doc(db, collections.verificationIndex, 'f'.repeat(64)), certificateIndex.data),
            update: (db) =>
              updateDoc(doc(db, certificateIndex.path), {
                learner: 'Someone Else',
              }),
            delete: (db) => deleteDoc(doc(db, certificateIndex.path)),
          },
        },
        onlyCentreBAndAdmins(allows('get')),
      );
    });

    it("events: read by that centre's staff and the admins only, written by nobody on their own", async () => {
      const eventId = createdEventId(BEA_ID);
      await expectAccess(
        {
          seed: certificates.seed,
          operations: {
            get: (db) => getDocFromServer(doc(db, eventPath(eventId))),
            list: (db) => centreBQuery(db, collections.auditEvents),
            // The edit's event alone, without the certificate's write it records.
            create: async (db, actor) =>
              commit(
                db,
                (await beaEdit(actor)).filter(({ path }) => path.startsWith(eventPath(''))),
              ),
            update: (db) => updateDoc(doc(db, eventPath(eventId)), { subject: 'Changed' }),
            delete: (db) => deleteDoc(doc(db, eventPath(eventId))),
          },
        },
        onlyCentreBAndAdmins(allows('get', 'list')),
      );
    });

    it("withdrawal requests: read and filed by that centre's staff and the admins only", async () => {
      await expectAccess(
        {
          seed: () => seedCertificateIn(BEA_ID, bea, { pendingStatus: 'withdrawn' }),
          operations: {
            get: (db) => getDocFromServer(doc(db, requestPath(BEA_ID))),
            list: (db) => centreBQuery(db, collections.statusRequests),
            // A second request on another of centre B's learners.
            create: async (db, actor) => {
              const other = { ...bea, certificateNumber: '086529002', studentNumber: 'Q7000002' };
              await seedCertificate('cert-bea-2', other);
              return commit(
                db,
                await takenStepWrites(
                  'cert-bea-2',
                  other,
                  { kind: 'request-withdrawal', reason: requestedReasons.withdrawn },
                  { actor },
                ),
              );
            },
            update: (db) =>
              updateDoc(doc(db, requestPath(BEA_ID)), { reason: requestedReasons.replaced }),
            delete: (db) => deleteDoc(doc(db, requestPath(BEA_ID))),
          },
        },
        onlyCentreBAndAdmins(allows('get', 'list', 'create')),
      );
    });

    it("import records: read, started and advanced by that centre's staff and the admins only", async () => {
      const importPath = (id: string) => `${collections.imports}/${id}`;
      const record = (actor: StaffActor) => started(actor, CENTRE_B);
      const otherStaff = actorOf('otherCentreStaff');
      await expectAccess(
        {
          seed: () => seed((db) => setDoc(doc(db, importPath('b'.repeat(64))), record(otherStaff))),
          operations: {
            get: (db) => getDocFromServer(doc(db, importPath('b'.repeat(64)))),
            list: (db) => centreBQuery(db, collections.imports),
            create: (db, actor) => setDoc(doc(db, importPath('c'.repeat(64))), record(actor)),
            update: (db, actor) =>
              updateDoc(doc(db, importPath('b'.repeat(64))), {
                done: [2],
                updatedBy: actor.email,
                updatedByUid: actor.uid,
                updatedAt: serverTimestamp(),
              }),
            delete: (db) => deleteDoc(doc(db, importPath('b'.repeat(64)))),
          },
        },
        onlyCentreBAndAdmins(allows('get', 'list', 'create', 'update')),
      );
    });

    it("staff entries: read by that centre's staff and the admins only, written by nobody", async () => {
      const { uid } = actorOf('otherCentreStaff');
      const entry = doc(collection(await firestoreAs('staff'), collections.staff), uid).path;
      await expectAccess(
        {
          seed: async () => {},
          operations: {
            get: (db) => getDocFromServer(doc(db, entry)),
            list: (db) => centreBQuery(db, collections.staff),
            create: (db) =>
              setDoc(doc(db, collections.staff, 'centre-b-new'), {
                email: 'new@riverside-college.example',
                addedBy: 'someone',
                role: 'centre',
                centreNumber: CENTRE_B,
              }),
            update: (db) => updateDoc(doc(db, entry), { role: 'admin' }),
            delete: (db) => deleteDoc(doc(db, entry)),
          },
        },
        onlyCentreBAndAdmins(allows('get', 'list')),
      );
    });

    it('centres: a centre is read by its own staff and the admins, listed by the admins only', async () => {
      const list = (db: Firestore) => getDocsFromServer(collection(db, collections.centres));
      for (const who of ['centreStaff', 'otherCentreStaff', 'suspendedCentreStaff'] as const) {
        const db = await firestoreAs(who);
        await expectDenied(list(db));
        const ownOnly = where(documentId(), '==', CENTRE_B);
        await expectDenied(getDocsFromServer(query(collection(db, collections.centres), ownOnly)));
        await (who === 'otherCentreStaff' ? expectAllowed : expectDenied)(
          getDocFromServer(doc(db, collections.centres, CENTRE_B)),
        );
      }
      const admin = await firestoreAs('staff');
      await expectAllowed(list(admin));
      await expectDenied(
        setDoc(doc(admin, collections.centres, '87999'), { name: 'New', status: 'active' }),
      );
      await expectDenied(
        updateDoc(doc(admin, collections.centres, CENTRE_B), { status: 'active' }),
      );
    });
  });

  describe("queries a centre's staff make", () => {
    it('are refused unless they name the centre, even when every document they would return is its own', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, { pendingStatus: 'withdrawn' });
      const db = await firestoreAs('centreStaff');
      for (const name of [
        collections.certificates,
        collections.auditEvents,
        collections.statusRequests,
        collections.imports,
        collections.staff,
      ]) {
        await expectDenied(getDocsFromServer(collection(db, name)));
        await expectAllowed(
          getDocsFromServer(query(collection(db, name), where('centreNumber', '==', CENTRE_A))),
        );
      }
      const bySurname = query(
        collection(db, collections.certificates),
        where('surnameLower', '==', "o'connell"),
      );
      await expectDenied(getDocsFromServer(bySurname));
    });

    it('see nothing of the public checks and failed attempts, which are for the admins', async () => {
      await seedAttempt();
      for (const who of ['centreStaff', 'otherCentreStaff'] as const) {
        const db = await firestoreAs(who);
        await expectDenied(getDocFromServer(doc(db, attemptPath())));
        await expectDenied(getDocsFromServer(collection(db, collections.failedVerifications)));
        await expectDenied(getDocsFromServer(collection(db, collections.verificationChecks)));
        await expectDenied(commit(db, flagSuspiciousWrites({ reviewer: actorOf(who) })));
        await expectDenied(setDoc(doc(db, attemptPath('attempt-2')), failedAttempt()));
      }
    });

    it('are refused over REST, where no screen stands between them and the database', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await seedCertificate(BEA_ID, bea);
      const root = `projects/${projectId}/databases/(default)/documents`;
      const ask = (path: string, init: RequestInit = {}) =>
        fetch(`${emulatorUrl(firestoreEmulator())}/v1/${root}${path}`, {
          ...init,
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${restToken('centreStaff')}`,
          },
        });
      const byId = await ask(`/${certificatePath(BEA_ID)}`);
      expect(byId.status).toBe(403);
      const everyCertificate = await ask(':runQuery', {
        method: 'POST',
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'certificates' }] } }),
      });
      expect(everyCertificate.status).toBe(403);
      expect(JSON.stringify(await everyCertificate.json())).not.toContain(bea.surname);
      const own = await ask(`/${certificatePath(SIOBHAN_ID)}`);
      expect(own.status).toBe(200);
    });
  });

  describe("a centre's staff on their own learners", () => {
    it('add under their own active centre, edit, and ask for a withdrawal', async () => {
      const lee = actorOf('centreStaff');
      const db = await firestoreAs('centreStaff');
      await expectAllowed(commit(db, await creationWrites(SIOBHAN_ID, siobhan, {}, lee)));
      await expectAllowed(
        commit(
          db,
          await editWrites(
            SIOBHAN_ID,
            siobhan,
            { ...siobhan, awardedDate: '2024-07-01' },
            {
              editor: lee,
            },
          ),
        ),
      );
    });

    it('find out that a certificate, a request or an import record is missing, as an import or a step does', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('centreStaff');
      await expectAllowed(getDocFromServer(doc(db, requestPath(SIOBHAN_ID))));
      await expectAllowed(getDocFromServer(doc(db, certificatePath('cert-not-there'))));
      await expectAllowed(getDocFromServer(doc(db, collections.imports, 'd'.repeat(64))));
    });

    it("learn nothing of another centre's certificate from whether a request waits for it", async () => {
      // Its id is public (the check's index entry names it); a withdrawal waiting or not, the
      // answer is the same refusal.
      await seedCertificate(SIOBHAN_ID, siobhan);
      const other = await firestoreAs('otherCentreStaff');
      await expectDenied(getDocFromServer(doc(other, requestPath(SIOBHAN_ID))));
      await expectAllowed(
        commit(
          await firestoreAs('centreStaff'),
          await takenStepWrites(
            SIOBHAN_ID,
            siobhan,
            { kind: 'request-withdrawal', reason: requestedReasons.withdrawn },
            { actor: actorOf('centreStaff') },
          ),
        ),
      );
      await expectDenied(getDocFromServer(doc(other, requestPath(SIOBHAN_ID))));
      // Nor of a certificate that is not there.
      await expectDenied(getDocFromServer(doc(other, requestPath('cert-not-there'))));
      await expectAllowed(
        getDocFromServer(doc(await firestoreAs('staff'), requestPath(SIOBHAN_ID))),
      );
    });

    it('ask for a withdrawal, which an admin decides', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('centreStaff');
      await expectAllowed(
        commit(
          db,
          await takenStepWrites(
            SIOBHAN_ID,
            siobhan,
            { kind: 'request-withdrawal', reason: requestedReasons.withdrawn },
            { actor: actorOf('centreStaff') },
          ),
        ),
      );
    });

    it.each([
      ['suspend', {}, { kind: 'suspend', reason: requestedReasons.withdrawn }],
      [
        'reinstate',
        {
          status: 'suspended',
          statusReason: requestedReasons.withdrawn,
          statusChangedAt: suspendedAt,
        },
        { kind: 'reinstate' },
      ],
      [
        'ask for a replacement',
        {},
        { kind: 'request-replacement', reason: requestedReasons.replaced },
      ],
      [
        'approve a colleague’s withdrawal request',
        { pendingStatus: 'withdrawn' },
        { kind: 'approve-withdrawal' },
      ],
      [
        'reject a colleague’s withdrawal request',
        { pendingStatus: 'withdrawn' },
        { kind: 'reject-withdrawal' },
      ],
    ] as const)('do not %s, which is an admin’s', async (_case, before, step) => {
      // Requested, where a request stands, by a colleague at the same centre.
      await seedCertificateIn(SIOBHAN_ID, siobhan, before, actorOf('centreColleague'));
      const writes = await takenStepWrites(SIOBHAN_ID, siobhan, step, {
        before,
        actor: actorOf('centreStaff'),
      });
      await expectDenied(commit(await firestoreAs('centreStaff'), writes));
      // The same step is an admin's to take.
      await expectAllowed(
        commit(
          await firestoreAs('staff'),
          await takenStepWrites(SIOBHAN_ID, siobhan, step, { before }),
        ),
      );
    });

    it('do not move a learner to another centre; an admin moves one to an active centre only', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const move = (centreNumber: string, editor: StaffActor) =>
        editWrites(SIOBHAN_ID, siobhan, { ...siobhan, centreNumber }, { editor });
      await expectDenied(
        commit(await firestoreAs('centreStaff'), await move(CENTRE_B, actorOf('centreStaff'))),
      );
      const admin = await firestoreAs('staff');
      await expectDenied(commit(admin, await move(SUSPENDED_CENTRE, actorOf('staff'))));
      await expectDenied(commit(admin, await move('87999', actorOf('staff'))));
      // Nor to a malformed number, even one an old system filed a centre under.
      await seed((db) =>
        setDoc(doc(db, collections.centres, 'Leeds-North'), approvedCentre('Leeds-North', 'Old')),
      );
      await expectDenied(commit(admin, await move('Leeds-North', actorOf('staff'))));
      await expectAllowed(commit(admin, await move(CENTRE_B, actorOf('staff'))));
      // Moved, the learner is centre B's: centre A's staff no longer reach them.
      await expectDenied(
        getDocFromServer(doc(await firestoreAs('centreStaff'), certificatePath(SIOBHAN_ID))),
      );
    });

    it('file nothing under another centre: an event or a request naming the wrong centre is refused', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const lee = actorOf('centreStaff');
      const db = await firestoreAs('centreStaff');
      const edit = await editWrites(
        SIOBHAN_ID,
        siobhan,
        { ...siobhan, courseName: 'Larkfield Level 3 Award in Education' },
        {
          editor: lee,
          eventChanges: { centreNumber: CENTRE_B },
        },
      );
      await expectDenied(commit(db, edit));
      const request = await takenStepWrites(
        SIOBHAN_ID,
        siobhan,
        { kind: 'request-withdrawal', reason: requestedReasons.withdrawn },
        { actor: lee, requestChanges: { centreNumber: CENTRE_B } },
      );
      await expectDenied(commit(db, request));
    });

    it('add nothing while their centre is suspended, yet still read its learners', async () => {
      const hart = actorOf('suspendedCentreStaff');
      const closed = { ...siobhan, centreNumber: SUSPENDED_CENTRE };
      await seedCertificate('cert-closed', {
        ...closed,
        certificateNumber: '086529003',
        studentNumber: 'Q7000003',
      });
      const db = await firestoreAs('suspendedCentreStaff');
      await expectDenied(commit(db, await creationWrites(SIOBHAN_ID, closed, {}, hart)));
      // Nor may an admin add under it, or under a centre never approved.
      const admin = await firestoreAs('staff');
      await expectDenied(commit(admin, await creationWrites(SIOBHAN_ID, closed)));
      await expectDenied(
        commit(admin, await creationWrites(SIOBHAN_ID, { ...siobhan, centreNumber: '87999' })),
      );
      await expectAllowed(getDocFromServer(doc(db, certificatePath('cert-closed'))));
    });

    it('change nothing of their learners while their centre is suspended, start no import, yet still ask for a withdrawal', async () => {
      const hart = actorOf('suspendedCentreStaff');
      const closed = {
        ...siobhan,
        centreNumber: SUSPENDED_CENTRE,
        certificateNumber: '086529003',
        studentNumber: 'Q7000003',
      };
      const db = await firestoreAs('suspendedCentreStaff');
      const edit = (after: CertificateDetails, editor: StaffActor = hart) =>
        editWrites('cert-closed', closed, after, { editor });
      await seedCertificate('cert-closed', closed);
      // Renamed, put on another course and date: a new award under the suspended centre's name.
      const reissued = {
        ...closed,
        firstName: 'Nadia',
        surname: 'Rahman',
        courseName: 'Larkfield Level 3 Diploma in Adult Care (RQF)',
        awardedDate: '2025-01-20',
      };
      await expectDenied(commit(db, await edit(reissued)));
      // Given a new number, alone as the app saves one.
      await expectDenied(commit(db, await edit({ ...closed, certificateNumber: '086529004' })));
      await expectDenied(commit(db, await edit({ ...closed, awardedDate: '2024-07-01' })));
      // An import of its own.
      await expectDenied(
        setDoc(doc(db, importPath('c'.repeat(64))), started(hart, SUSPENDED_CENTRE)),
      );
      // Asking for a withdrawal stays open to them.
      await expectAllowed(
        commit(
          db,
          await takenStepWrites(
            'cert-closed',
            closed,
            { kind: 'request-withdrawal', reason: requestedReasons.withdrawn },
            { actor: hart },
          ),
        ),
      );
    });

    it("leave an admin free to correct a suspended centre's learner", async () => {
      const closed = {
        ...siobhan,
        centreNumber: SUSPENDED_CENTRE,
        certificateNumber: '086529003',
        studentNumber: 'Q7000003',
      };
      await seedCertificate('cert-closed', closed);
      await expectAllowed(
        commit(
          await firestoreAs('staff'),
          await editWrites('cert-closed', closed, { ...closed, awardedDate: '2024-07-01' }),
        ),
      );
    });

    it('lose everything once their directory entry is removed', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const lee = actorOf('centreStaff');
      await seed((db) => deleteDoc(doc(db, collections.staff, lee.uid)));
      const db = await firestoreAs('centreStaff');
      await expectDenied(getDocFromServer(doc(db, certificatePath(SIOBHAN_ID))));
      await expectDenied(
        getDocsFromServer(
          query(collection(db, collections.certificates), where('centreNumber', '==', CENTRE_A)),
        ),
      );
      await expectDenied(
        commit(
          db,
          await creationWrites(
            'cert-new',
            { ...siobhan, certificateNumber: '086529004', studentNumber: 'Q7000004' },
            {},
            lee,
          ),
        ),
      );
    });

    it("refuse a batch that mixes their own add with a change to another centre's learner", async () => {
      await seedCertificate(BEA_ID, bea);
      const lee = actorOf('centreStaff');
      const db = await firestoreAs('centreStaff');
      const own = await creationWrites(SIOBHAN_ID, siobhan, {}, lee);
      await expectDenied(commit(db, [...own, ...(await beaEdit(lee))]));
      // Nothing of the batch was written.
      const admin = await firestoreAs('staff');
      expect((await getDocFromServer(doc(admin, certificatePath(SIOBHAN_ID)))).exists()).toBe(
        false,
      );
    });
  });

  it('gives a centre entry with an unknown role nothing beyond a plain account', async () => {
    const lee = actorOf('centreStaff');
    await seedCertificate(SIOBHAN_ID, siobhan);
    await seed((db) =>
      setDoc(doc(db, collections.staff, lee.uid), {
        email: lee.email,
        addedBy: 'admin@larkfieldawards.example',
        role: 'owner',
        centreNumber: CENTRE_A,
      }),
    );
    const db = await firestoreAs('centreStaff');
    await expectDenied(getDocFromServer(doc(db, certificatePath(SIOBHAN_ID))));
    await expectDenied(
      commit(
        db,
        await statusStepWrites(
          SIOBHAN_ID,
          siobhan,
          'certificate.suspended',
          { status: 'suspended', statusReason: { code: 'other', note: 'x' } },
          { actor: lee },
        ),
      ),
    );
  });
});
