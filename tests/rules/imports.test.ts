import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  actorOf,
  allows,
  CENTRE_A,
  CENTRE_B,
  COLLEAGUE,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  seed,
  STAFF,
  startEachTestEmpty,
  type Scenario,
} from './harness';
import { advanced, importPath, started } from './import-documents';

const earlier = Timestamp.fromDate(new Date('2026-01-05T10:00:00Z'));

/** An import a colleague started earlier: an admin's, or a centre's under its number. */
async function seedImport(
  starter: StaffActor = COLLEAGUE,
  centreNumber: string | null = null,
): Promise<void> {
  await seed((db) =>
    setDoc(doc(db, importPath()), {
      ...started(starter, centreNumber),
      startedAt: earlier,
      updatedAt: earlier,
    }),
  );
}

const imports: Scenario = {
  seed: seedImport,
  operations: {
    get: (db) => getDocFromServer(doc(db, importPath())),
    list: (db) => getDocsFromServer(collection(db, collections.imports)),
    create: (db, actor) => setDoc(doc(db, importPath('b'.repeat(64))), started(actor)),
    update: (db, actor) => setDoc(doc(db, importPath()), advanced(actor), { merge: true }),
    delete: (db) => deleteDoc(doc(db, importPath())),
  },
};

describe('imports (how far a file import has gone)', () => {
  startEachTestEmpty();

  it('is read, started and advanced by staff only, and removed by nobody', async () => {
    await expectMatrix(imports, {
      anonymous: allows(),
      signedIn: allows(),
      staff: allows('get', 'list', 'create', 'update'),
    });
  });

  it("refuses another staff member's uid or e-mail as the one who starts or advances it", async () => {
    const db = await firestoreAs('staff');
    await expectDenied(setDoc(doc(db, importPath('c'.repeat(64))), started(COLLEAGUE)));
    await expectDenied(
      setDoc(doc(db, importPath('c'.repeat(64))), {
        ...started(STAFF),
        updatedBy: COLLEAGUE.email,
      }),
    );
    await seedImport();
    await expectDenied(setDoc(doc(db, importPath()), advanced(COLLEAGUE), { merge: true }));
    await expectAllowed(setDoc(doc(db, importPath()), advanced(STAFF), { merge: true }));
  });

  it('refuses times other than the server time of the write', async () => {
    const db = await firestoreAs('staff');
    await expectDenied(
      setDoc(doc(db, importPath('c'.repeat(64))), { ...started(STAFF), startedAt: earlier }),
    );
    await expectDenied(
      setDoc(doc(db, importPath('c'.repeat(64))), { ...started(STAFF), updatedAt: earlier }),
    );
    await seedImport();
    await expectDenied(
      setDoc(doc(db, importPath()), advanced(STAFF, { updatedAt: earlier }), { merge: true }),
    );
    await expectDenied(
      setDoc(doc(db, importPath()), advanced(STAFF, { startedAt: serverTimestamp() }), {
        merge: true,
      }),
    );
  });

  it('refuses advancing a record that lacks one of its keys, without giving it back', async () => {
    // A state no client write leaves; a script might.
    const lacking: DocumentData = { ...started(COLLEAGUE), startedAt: earlier, updatedAt: earlier };
    delete lacking.failed;
    await seed((db) => setDoc(doc(db, importPath()), lacking));
    const db = await firestoreAs('staff');
    const withoutFailed = advanced(STAFF);
    delete withoutFailed.failed;
    await expectDenied(updateDoc(doc(db, importPath()), withoutFailed));
    await expectAllowed(updateDoc(doc(db, importPath()), advanced(STAFF)));
  });

  // Who started a record, and when, are written only at its start: an advance never reads them
  // but for the record's shape. A record left without one (a state no client write leaves; a
  // script might) is refused every advance, until an administrator mends it.
  it.each(['startedBy', 'startedByUid', 'startedAt'])(
    'refuses advancing a record stored without %s, still without it',
    async (key) => {
      const stored = { ...started(COLLEAGUE), startedAt: earlier, updatedAt: earlier };
      const lacking = Object.fromEntries(Object.entries(stored).filter(([name]) => name !== key));
      await seed((db) => setDoc(doc(db, importPath()), lacking));
      const db = await firestoreAs('staff');
      await expectDenied(updateDoc(doc(db, importPath()), advanced(STAFF)));
    },
  );

  // A centre's import is read and resumed by that centre's staff alone (and the admins): moved to
  // another centre, or to none, it would leave its own centre's sight for another's. Who started it
  // and when are its history. Each is sent changed alone, as a hostile client would, by a colleague
  // at the centre, who may advance the import itself.
  it.each([
    ['under another centre', { centreNumber: CENTRE_B }],
    ['under no centre, as an admin’s', { centreNumber: null }],
    ['as started by the one advancing it', { startedBy: actorOf('centreStaff').email }],
    [
      'as started under the uid of the one advancing it',
      { startedByUid: actorOf('centreStaff').uid },
    ],
    ['as started now', { startedAt: serverTimestamp() }],
  ])(
    "refuses a centre's import advanced %s, and accepts the honest advance",
    async (_case, change) => {
      await seedImport(actorOf('centreColleague'), CENTRE_A);
      const db = await firestoreAs('centreStaff');
      const advance = (changes: DocumentData) =>
        setDoc(doc(db, importPath()), advanced(actorOf('centreStaff'), changes), { merge: true });
      await expectDenied(advance(change));
      await expectAllowed(advance({}));
    },
  );

  it('refuses shapes the import screen never writes', async () => {
    const db = await firestoreAs('staff');
    const create = (data: DocumentData, hash = 'c'.repeat(64)) =>
      setDoc(doc(db, importPath(hash)), data);
    await expectDenied(create(started(STAFF), 'not-a-hash'));
    await expectDenied(create({ ...started(STAFF), done: [2] }));
    await expectDenied(create({ ...started(STAFF), failed: [2] }));
    await expectDenied(create({ ...started(STAFF), status: 'complete' }));
    await expectDenied(create({ ...started(STAFF), rowCount: 5001 }));
    await expectDenied(create({ ...started(STAFF), rowCount: 0 }));
    await expectDenied(create({ ...started(STAFF), rowCount: '3' }));
    await expectDenied(create({ ...started(STAFF), rowCount: 3.5 }));
    await expectDenied(
      create({ ...started(STAFF), startedBy: COLLEAGUE.email, startedByUid: COLLEAGUE.uid }),
    );
    await expectDenied(create({ ...started(STAFF), fileName: '' }));
    await expectDenied(create({ ...started(STAFF), fileName: ['cohort.csv'] }));
    await expectDenied(create({ ...started(STAFF), extra: true }));
    // An admin reaches every centre, so only the record's own check stops a centre that is not one.
    await expectDenied(create({ ...started(STAFF), centreNumber: 'Leeds-North' }));
    await expectDenied(create({ ...started(STAFF), centreNumber: 87583 }));
    const withoutFailed = started(STAFF);
    delete withoutFailed.failed;
    await expectDenied(create(withoutFailed));
    await expectAllowed(create(started(STAFF)));

    await seedImport();
    // A colleague's import cannot be started over in one's own name.
    await expectDenied(setDoc(doc(db, importPath()), started(STAFF)));
    const advance = (data: DocumentData) => setDoc(doc(db, importPath()), data, { merge: true });
    await expectDenied(advance(advanced(STAFF, { status: 'finished' })));
    await expectDenied(advance(advanced(STAFF, { done: [1, 2, 3, 4] })));
    await expectDenied(advance(advanced(STAFF, { done: 'all' })));
    await expectDenied(advance(advanced(STAFF, { failed: [1, 2, 3, 4] })));
    await expectDenied(advance(advanced(STAFF, { failed: 'all' })));
    await expectDenied(advance(advanced(STAFF, { rowCount: 10 })));
    await expectDenied(advance(advanced(STAFF, { fileName: 'other.csv' })));
    await expectDenied(advance(advanced(STAFF, { startedBy: STAFF.email })));
    await expectDenied(updateDoc(doc(db, importPath()), { note: 'x' }));
    await expectAllowed(advance(advanced(STAFF, { status: 'complete' })));
  });
});
