import {
  collection,
  deleteDoc,
  doc,
  documentId,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { bea, siobhan } from '@/testing/learners';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { getDocFromServer, getDocsFromServer } from './server-reads';
import { attemptPath, failedAttempt, flagSuspiciousWrites, seedAttempt } from './attempt-documents';
import {
  BEA_ID,
  certificatePath,
  createdEventId,
  creationWrites,
  seedCertificate,
  SIOBHAN_ID,
} from './certificate-documents';
import { beaEdit } from './edit-documents';
import { started } from './import-documents';
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
  type AccessRow,
  type CentreCaller,
  type VerifierCaller,
  type Scenario,
} from './harness';
import {
  requestedReasons,
  requestPath,
  seedCertificateIn,
  statusStepWrites,
  takenStepWrites,
} from './status-documents';
import { commit, eventPath } from './writes';

/**
 * Many centres on one register (docs/decisions/027-centres.md): a centre's staff reach their own
 * centre's learners and nothing of another centre's, by id, by query, in a batch or over REST;
 * admins reach every centre. Most tests stand at centre A and try centre B's learner.
 */

const nobody: AccessRow = allows();

/** Centre B's staff and the admins may do what the scenario tries; centre A's staff nothing. */
function onlyCentreBAndAdmins(
  allowed: AccessRow,
): Partial<Record<'staff' | CentreCaller | VerifierCaller, AccessRow>> {
  return {
    staff: allowed,
    otherCentreStaff: allowed,
    centreStaff: nobody,
    suspendedCentreStaff: nobody,
    verifier: nobody,
    otherVerifier: nobody,
    suspendedVerifier: nobody,
  };
}

/** A query of a collection that names centre B, as centre B's screens ask for it. */
function centreBQuery(db: Firestore, name: string) {
  return getDocsFromServer(query(collection(db, name), where('centreNumber', '==', CENTRE_B)));
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
