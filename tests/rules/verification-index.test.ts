import {
  collection,
  deleteDoc,
  doc,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { idOf } from '@/domain/plans/plan';
import { verificationKey } from '@/domain/verification-index';
import { siobhan, tomasz } from '@/testing/learners';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import { creationWrites, seedCertificate, SIOBHAN_ID, TOMASZ_ID } from './certificate-documents';
import { editWrites } from './edit-documents';
import { checkWrites } from './public-check-documents';
import { altering, commit, without, type Write } from './writes';
import {
  actorOf,
  allows,
  everyone,
  expectDenied,
  expectMatrix,
  firestoreAs,
  impostors,
  seed,
  startEachTestEmpty,
  type Scenario,
} from './harness';

const siobhanDocuments = () => documentsForCertificate(SIOBHAN_ID, siobhan);
const newCourse = {
  ...siobhan,
  courseName: 'Larkfield Level 4 Certificate in Education and Training (RQF)',
};

const index: Scenario = {
  seed: () => seedCertificate(SIOBHAN_ID, siobhan),
  operations: {
    get: async (db) => getDocFromServer(doc(db, (await siobhanDocuments()).certificateIndex.path)),
    list: (db) => getDocsFromServer(collection(db, collections.verificationIndex)),
    // Index entries are only ever written with their certificate, so these are the app's writes.
    create: async (db, actor) => commit(db, await creationWrites(TOMASZ_ID, tomasz, {}, actor)),
    update: async (db, actor) =>
      commit(db, await editWrites(SIOBHAN_ID, siobhan, newCourse, { editor: actor })),
    delete: async (db, actor) =>
      commit(
        db,
        await editWrites(SIOBHAN_ID, siobhan, { ...siobhan, surname: 'Byrne' }, { editor: actor }),
      ),
  },
};

function indexWrites(writes: Write[]): Write[] {
  return writes.filter((write) => write.path.startsWith(`${collections.verificationIndex}/`));
}

describe('verificationIndex', () => {
  startEachTestEmpty();

  // Reading a key after logging a check of it is tested in public-check.test.ts.
  it('is read without a check by staff only, listed by nobody, written by staff with its certificate', async () => {
    await expectMatrix(index, {
      anonymous: allows(),
      signedIn: allows(),
      staff: allows('get', 'create', 'update', 'delete'),
    });
  });

  describe('reading', () => {
    it('gives a visitor who derives the key, and checks it, exactly the public fields', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const key = await verificationKey('student', ' q922 4705 ', 'SIOBHÁN', " o'connell ");
      const visitor = await firestoreAs('visitor');
      await commit(visitor, checkWrites(actorOf('visitor').uid, 'check-1', [key]));
      const entry = await getDocFromServer(doc(visitor, collections.verificationIndex, key));
      expect(entry.data()).toEqual({
        certificateId: SIOBHAN_ID,
        qualification: siobhan.courseName,
        learner: "Siobhán O'Connell",
        awardedDate: siobhan.awardedDate,
        certificateNumber: siobhan.certificateNumber,
        centreNumber: siobhan.centreNumber,
        status: 'valid',
        statusChangedAt: null,
      });
    });

    it('answers a key that matches nothing with a missing document, not an error', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const key = await verificationKey(
        'certificate',
        siobhan.certificateNumber,
        'Siobhan',
        'Connell',
      );
      const visitor = await firestoreAs('visitor');
      await commit(visitor, checkWrites(actorOf('visitor').uid, 'check-1', [key]));
      for (const db of [visitor, await firestoreAs('staff')]) {
        const entry = await getDocFromServer(doc(db, collections.verificationIndex, key));
        expect(entry.exists()).toBe(false);
      }
    });

    it('refuses every query, however narrow, to everyone', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      for (const who of everyone) {
        const db = await firestoreAs(who);
        const entries = collection(db, collections.verificationIndex);
        await expectDenied(getDocsFromServer(query(entries, limit(1))));
        await expectDenied(
          getDocsFromServer(
            query(entries, where('certificateNumber', '==', siobhan.certificateNumber)),
          ),
        );
        await expectDenied(
          getDocsFromServer(query(entries, where('certificateId', '==', SIOBHAN_ID))),
        );
      }
    });
  });

  describe('writing', () => {
    it('refuses an entry written on its own, even one that matches its certificate', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const documents = await siobhanDocuments();
      const db = await firestoreAs('staff');
      const path = `${collections.verificationIndex}/${'0'.repeat(64)}`;
      await expectDenied(setDoc(doc(db, path), documents.certificateIndex.data));
    });

    it('refuses rewriting an entry on its own after its certificate was edited', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      await commit(db, await editWrites(SIOBHAN_ID, siobhan, newCourse));
      const { certificateIndex } = await documentsForCertificate(SIOBHAN_ID, newCourse);
      await expectDenied(updateDoc(doc(db, certificateIndex.path), { status: 'withdrawn' }));
    });

    it('refuses an update or delete of an entry on its own', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const path = (await siobhanDocuments()).certificateIndex.path;
      const db = await firestoreAs('staff');
      await expectDenied(updateDoc(doc(db, path), { qualification: 'Level 5 Diploma' }));
      await expectDenied(setDoc(doc(db, path), (await siobhanDocuments()).certificateIndex.data));
      await expectDenied(deleteDoc(doc(db, path)));
    });

    it('refuses each write on its own to anyone but staff, even one the certificate lists', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificateIndex } = await siobhanDocuments();
      for (const who of [...everyone, ...impostors]) {
        const db = await firestoreAs(who);
        const path = certificateIndex.path;
        await expectDenied(setDoc(doc(db, path), { ...certificateIndex.data }));
        await expectDenied(deleteDoc(doc(db, path)));
      }
    });

    it('refuses writes by anyone but staff, even beside a certificate write', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const documents = await siobhanDocuments();
      for (const who of ['anonymous', 'signedIn'] as const) {
        const db = await firestoreAs(who);
        await expectDenied(
          setDoc(doc(db, documents.certificateIndex.path), documents.certificateIndex.data),
        );
        await expectDenied(deleteDoc(doc(db, documents.studentIndex.path)));
        await expectDenied(
          commit(db, indexWrites(await editWrites(SIOBHAN_ID, siobhan, newCourse))),
        );
      }
    });

    it.each([
      ['qualification', 'Larkfield Level 5 Diploma in Education and Training (RQF)'],
      ['learner', 'Siobhan OConnell'],
      ['awardedDate', '2021-06-14'],
      ['certificateNumber', '086524319'],
      ['centreNumber', '99999'],
      ['certificateId', TOMASZ_ID],
    ])('refuses an entry whose %s differs from its certificate', async (key, value) => {
      await seedCertificate(TOMASZ_ID, tomasz);
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const path = (await siobhanDocuments()).certificateIndex.path;
      await expectDenied(
        commit(await firestoreAs('staff'), altering(writes, path, { [key]: value })),
      );
    });

    it('refuses an entry whose certificateId is not text', async () => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const path = (await siobhanDocuments()).certificateIndex.path;
      await expectDenied(
        commit(await firestoreAs('staff'), altering(writes, path, { certificateId: 7 })),
      );
    });

    it.each([
      ['studentNumber', siobhan.studentNumber],
      ['birthYear', siobhan.birthYear],
      ['firstName', siobhan.firstName],
    ])('refuses an entry that would disclose %s', async (key, value) => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const path = (await siobhanDocuments()).studentIndex.path;
      await expectDenied(
        commit(await firestoreAs('staff'), altering(writes, path, { [key]: value })),
      );
    });

    it.each(['qualification', 'learner', 'awardedDate', 'certificateNumber', 'centreNumber'])(
      'refuses an entry without %s',
      async (key) => {
        const writes = await creationWrites(SIOBHAN_ID, siobhan);
        const path = (await siobhanDocuments()).certificateIndex.path;
        await expectDenied(
          commit(await firestoreAs('staff'), altering(writes, path, { [key]: undefined })),
        );
      },
    );

    it('refuses moving an entry to another certificate', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await seedCertificate(TOMASZ_ID, tomasz);
      const tomaszEdit = await editWrites(TOMASZ_ID, tomasz, {
        ...tomasz,
        courseName: siobhan.courseName,
      });
      const siobhansEntry = (await siobhanDocuments()).certificateIndex.path;
      const takeover: Write = {
        op: 'set',
        path: siobhansEntry,
        data: {
          ...(
            await documentsForCertificate(TOMASZ_ID, { ...tomasz, courseName: siobhan.courseName })
          ).certificateIndex.data,
        },
      };
      await expectDenied(commit(await firestoreAs('staff'), [...tomaszEdit, takeover]));
    });

    it('refuses moving an entry to another certificate, even one that lists its key', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await seedCertificate(TOMASZ_ID, tomasz);
      const moved = { ...tomasz, courseName: siobhan.courseName };
      const tomaszDocuments = await documentsForCertificate(TOMASZ_ID, moved);
      const siobhansKey = idOf((await siobhanDocuments()).certificateIndex.path);
      const hisOldEntry = tomaszDocuments.certificateIndex.path;
      // Tomasz lists Siobhán's key in place of his own, gives his up and takes her entry over.
      const edit = altering(
        await editWrites(TOMASZ_ID, tomasz, moved),
        `${collections.certificates}/${TOMASZ_ID}`,
        { indexKeys: [siobhansKey, idOf(tomaszDocuments.studentIndex.path)] },
      ).filter((write) => write.path !== hisOldEntry);
      const takeover: Write[] = [
        { op: 'delete', path: hisOldEntry },
        {
          op: 'set',
          path: `${collections.verificationIndex}/${siobhansKey}`,
          data: { ...tomaszDocuments.certificateIndex.data },
        },
      ];
      await expectDenied(commit(await firestoreAs('staff'), [...edit, ...takeover]));
    });

    it('refuses deleting an entry its certificate no longer lists, on its own', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const stale = `${collections.verificationIndex}/${'f'.repeat(64)}`;
      const { certificateIndex } = await siobhanDocuments();
      await seed((db) => commit(db, [{ op: 'set', path: stale, data: certificateIndex.data }]));
      await expectDenied(deleteDoc(doc(await firestoreAs('staff'), stale)));
    });

    it('refuses deleting another certificate’s entry during an edit', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await seedCertificate(TOMASZ_ID, tomasz);
      const tomaszEdit = await editWrites(TOMASZ_ID, tomasz, { ...tomasz, surname: 'Nowak' });
      const siobhansEntry = (await siobhanDocuments()).certificateIndex.path;
      await expectDenied(
        commit(await firestoreAs('staff'), [...tomaszEdit, { op: 'delete', path: siobhansEntry }]),
      );
    });

    it('refuses deleting an entry its certificate still lists, in place of rewriting it during an edit', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const writes = await editWrites(SIOBHAN_ID, siobhan, newCourse);
      const listed = (await siobhanDocuments()).certificateIndex.path;
      await expectDenied(
        commit(await firestoreAs('staff'), [
          ...without(writes, listed),
          { op: 'delete', path: listed },
        ]),
      );
    });

    it('refuses an entry at a key its certificate does not list, even a correct copy', async () => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const entry = (await siobhanDocuments()).certificateIndex;
      const extra: Write = {
        op: 'set',
        path: `${collections.verificationIndex}/${'f'.repeat(64)}`,
        data: { ...entry.data },
      };
      await expectDenied(commit(await firestoreAs('staff'), [...writes, extra]));
    });

    it('refuses an extra entry filed beside an edit, under a stranger’s name', async () => {
      // Staff could derive the key of any name with the certificate's number: an entry there
      // would verify a stranger as this learner. The certificate lists only its own two keys.
      await seedCertificate(SIOBHAN_ID, siobhan);
      const writes = await editWrites(SIOBHAN_ID, siobhan, newCourse);
      const forgedKey = await verificationKey(
        'certificate',
        siobhan.certificateNumber,
        'Mallory',
        'Impostor',
      );
      const entry = (await documentsForCertificate(SIOBHAN_ID, newCourse)).certificateIndex;
      const forged: Write = {
        op: 'set',
        path: `${collections.verificationIndex}/${forgedKey}`,
        data: { ...entry.data },
      };
      await expectDenied(commit(await firestoreAs('staff'), [...writes, forged]));
    });

    it('refuses an entry whose key is listed but whose shape has more than the public fields', async () => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const path = (await siobhanDocuments()).certificateIndex.path;
      await expectDenied(
        commit(await firestoreAs('staff'), altering(writes, path, { note: 'checked' })),
      );
    });
  });
});
