import {
  collection,
  deleteDoc,
  doc,
  documentId,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import { siobhan, tomasz } from '@/testing/learners';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import { creationWrites, seedCertificate, SIOBHAN_ID, TOMASZ_ID } from './certificate-documents';
import { commit } from './writes';
import {
  actorOf,
  allows,
  everyone,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  firestoreWithToken,
  impostors,
  seed,
  STAFF,
  startEachTestEmpty,
  type Scenario,
} from './harness';

const entryPath = (uid: string) => `${collections.staff}/${uid}`;

const directory: Scenario = {
  seed: async () => {},
  operations: {
    get: (db) => getDocFromServer(doc(db, entryPath(STAFF.uid))),
    list: (db) => getDocsFromServer(collection(db, collections.staff)),
    create: (db) =>
      setDoc(doc(db, entryPath('newcomer')), {
        email: 'newcomer@larkfieldawards.example',
        addedBy: 'someone',
      }),
    update: (db) => updateDoc(doc(db, entryPath(STAFF.uid)), { email: 'other@example.com' }),
    delete: (db) => deleteDoc(doc(db, entryPath(STAFF.uid))),
  },
};

describe('staff (the directory)', () => {
  startEachTestEmpty();

  it('is read by staff, and written by nobody: only the Admin SDK adds or removes staff', async () => {
    await expectMatrix(directory, {
      anonymous: allows(),
      signedIn: allows(),
      staff: allows('get', 'list'),
    });
  });

  it('lets a signed-in person read their own entry, or learn that there is none', async () => {
    for (const who of ['signedIn', ...impostors] as const) {
      const { uid } = actorOf(who);
      await expectAllowed(getDocFromServer(doc(await firestoreAs(who), entryPath(uid))));
    }
    await expectDenied(
      getDocFromServer(doc(await firestoreAs('anonymous'), entryPath('stranger'))),
    );
  });

  it('refuses a query to anyone but staff, even one for their own entry alone', async () => {
    for (const who of ['signedIn', ...impostors] as const) {
      const db = await firestoreAs(who);
      const own = where(documentId(), '==', actorOf(who).uid);
      await expectDenied(getDocsFromServer(query(collection(db, collections.staff), own)));
    }
  });

  it('refuses anyone who tries to enter, restore or rename themselves', async () => {
    for (const who of [...everyone, ...impostors]) {
      const { uid, email } = actorOf(who);
      const db = await firestoreAs(who);
      await expectDenied(setDoc(doc(db, entryPath(uid || 'visitor')), { email, addedBy: email }));
      if (who === 'renamedStaff') {
        await expectDenied(updateDoc(doc(db, entryPath(uid)), { email }));
      }
    }
  });

  describe('who counts as staff', () => {
    // Reading the register is the plainest staff action; each test below removes one of the
    // two things staff need and nothing else.
    const readRegister = async (db: Awaited<ReturnType<typeof firestoreAs>>) =>
      getDocsFromServer(collection(db, collections.certificates));

    it('staff with a verified e-mail and their directory entry', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectAllowed(readRegister(await firestoreAs('staff')));
    });

    it('not someone whose entry was removed, though their token still has the claim', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      await expectAllowed(readRegister(db));
      await seed((admin) => deleteDoc(doc(admin, entryPath(STAFF.uid))));
      await expectDenied(readRegister(db));
      await expectDenied(commit(db, await creationWrites(TOMASZ_ID, tomasz)));
    });

    it('not an account whose e-mail is unverified, though it has the claim and an entry', async () => {
      const db = await firestoreWithToken(STAFF.uid, {
        email: STAFF.email,
        email_verified: false,
        staff: true,
      });
      await expectDenied(readRegister(db));
      const noFlag = await firestoreWithToken(STAFF.uid, { email: STAFF.email, staff: true });
      await expectDenied(readRegister(noFlag));
    });

    it('not an account whose e-mail differs from its entry’s, nor one with none', async () => {
      const renamed = await firestoreWithToken(STAFF.uid, {
        email: 'nobody@elsewhere.example',
        email_verified: true,
        staff: true,
      });
      await expectDenied(readRegister(renamed));
      const noEmail = await firestoreWithToken(STAFF.uid, { email_verified: true, staff: true });
      await expectDenied(readRegister(noEmail));
    });

    it('not an account holding another staff member’s e-mail under its own uid', async () => {
      const borrowed = await firestoreWithToken('stranger-2', {
        email: STAFF.email,
        email_verified: true,
        staff: true,
      });
      await expectDenied(readRegister(borrowed));
    });

    it('whatever claim the token carries: the entry and the proved address are what count', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      for (const staff of [undefined, false, 'true']) {
        const db = await firestoreWithToken(STAFF.uid, {
          email: STAFF.email,
          email_verified: true,
          ...(staff === undefined ? {} : { staff }),
        });
        await expectAllowed(readRegister(db));
      }
      const stranger = await firestoreWithToken('stranger-3', {
        email: 'someone@example.com',
        email_verified: true,
        staff: true,
      });
      await expectDenied(readRegister(stranger));
    });
  });
});
