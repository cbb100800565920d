import { collection, deleteDoc, doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import { siobhan } from '@/testing/learners';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import { seedCertificate, SIOBHAN_ID } from './certificate-documents';
import { allows, expectMatrix, seed, STAFF, startEachTestEmpty, type Scenario } from './harness';

/** Any path the rules do not name is closed to everyone, staff included. */
function unnamed(collectionPath: string): Scenario {
  const existing = `${collectionPath}/existing`;
  return {
    seed: async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await seed((db) => setDoc(doc(db, existing), { note: 'Written by an administrator.' }));
    },
    operations: {
      get: (db) => getDocFromServer(doc(db, existing)),
      list: (db) => getDocsFromServer(collection(db, collectionPath)),
      create: (db) => setDoc(doc(db, `${collectionPath}/new`), { note: 'Hello' }),
      update: (db) => setDoc(doc(db, existing), { note: 'Changed' }),
      delete: (db) => deleteDoc(doc(db, existing)),
    },
  };
}

describe('paths the rules do not name', () => {
  startEachTestEmpty();

  it.each([
    'users',
    'settings',
    `${collections.staff}/${STAFF.uid}/notes`,
    `${collections.certificates}/${SIOBHAN_ID}/notes`,
    `${collections.failedVerifications}/attempt-1/comments`,
    `${collections.verificationIndex}/any-key/history`,
  ])('are closed to everyone: %s', async (path) => {
    await expectMatrix(unnamed(path), {
      anonymous: allows(),
      signedIn: allows(),
      staff: allows(),
    });
  });
});
