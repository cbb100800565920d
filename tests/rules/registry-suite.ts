import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';

import {
  creationWrites,
  seedCertificate,
  siobhan,
  SIOBHAN_ID,
  tomasz,
  TOMASZ_ID,
} from './certificate-documents';
import { editWrites } from './edit-documents';
import { commit, without } from './writes';
import {
  allows,
  everyone,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  impostors,
  seed,
  startEachTestEmpty,
  type Scenario,
} from './harness';

type Registry = {
  collection: typeof collections.certificateNumbers | typeof collections.studentNumbers;
  /** The certificate field whose values the registry holds. */
  field: 'certificateNumber' | 'studentNumber';
  /** A well-formed number that no seeded certificate uses. */
  unusedNumber: string;
};

export const certificateNumbersRegistry: Registry = {
  collection: collections.certificateNumbers,
  field: 'certificateNumber',
  unusedNumber: '086524777',
};

export const studentNumbersRegistry: Registry = {
  collection: collections.studentNumbers,
  field: 'studentNumber',
  unusedNumber: 'Q9224999',
};

/**
 * The two registries make certificate and student numbers unique and share one set of rules:
 * an entry is created with the certificate that takes the number, is never overwritten, and is
 * released only by an edit of that certificate that gives the number up.
 */
export function describeRegistry({ collection: name, field, unusedNumber }: Registry): void {
  const entryPath = (number: string) => `${name}/${number}`;
  const siobhansEntry = entryPath(siobhan[field]);
  const renumbered: CertificateDetails = { ...siobhan, [field]: unusedNumber };

  const registry: Scenario = {
    seed: () => seedCertificate(SIOBHAN_ID, siobhan),
    operations: {
      get: (db) => getDocFromServer(doc(db, siobhansEntry)),
      list: (db) => getDocsFromServer(collection(db, name)),
      create: async (db, actor) => commit(db, await creationWrites(TOMASZ_ID, tomasz, {}, actor)),
      update: (db) => setDoc(doc(db, siobhansEntry), { certificateId: SIOBHAN_ID }),
      delete: async (db, actor) =>
        commit(db, await editWrites(SIOBHAN_ID, siobhan, renumbered, { editor: actor })),
    },
  };

  describe(name, () => {
    startEachTestEmpty();

    it('are read by staff only, created and released with their certificate, never rewritten', async () => {
      await expectMatrix(registry, {
        anonymous: allows(),
        signedIn: allows(),
        staff: allows('get', 'list', 'create', 'delete'),
      });
    });

    it('answer the staff’s duplicate check by number', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      const entry = await getDocFromServer(doc(db, siobhansEntry));
      expect(entry.data()).toEqual({ certificateId: SIOBHAN_ID });
      const taken = await getDocsFromServer(
        query(collection(db, name), where('certificateId', '==', SIOBHAN_ID)),
      );
      expect(taken.size).toBe(1);
    });

    describe('creating', () => {
      it('refuses an entry without its certificate', async () => {
        const db = await firestoreAs('staff');
        await expectDenied(
          setDoc(doc(db, entryPath(unusedNumber)), { certificateId: 'cert-none' }),
        );
      });

      it('refuses an entry for a certificate that does not hold the number', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const db = await firestoreAs('staff');
        await expectDenied(setDoc(doc(db, entryPath(unusedNumber)), { certificateId: SIOBHAN_ID }));
      });

      it('refuses an entry beside a certificate that is not added with it', async () => {
        const writes = await creationWrites(SIOBHAN_ID, siobhan);
        const db = await firestoreAs('staff');
        await expectDenied(commit(db, without(writes, `certificates/${SIOBHAN_ID}`)));
      });

      it('restores a missing entry for the certificate that holds the number, for staff alone', async () => {
        // An imported record without registry entries, as the backfill finds them.
        await seedCertificate(SIOBHAN_ID, siobhan);
        await seed((db) => deleteDoc(doc(db, siobhansEntry)));
        for (const who of [...everyone.filter((caller) => caller !== 'staff'), ...impostors]) {
          const db = await firestoreAs(who);
          await expectDenied(setDoc(doc(db, siobhansEntry), { certificateId: SIOBHAN_ID }));
        }
        const db = await firestoreAs('staff');
        await expectAllowed(setDoc(doc(db, siobhansEntry), { certificateId: SIOBHAN_ID }));
      });

      it.each([
        ['an extra key', { certificateId: SIOBHAN_ID, issuedBy: 'j.okafor' }],
        ['no certificateId', {}],
        ['a certificateId that is not text', { certificateId: 7 }],
      ])('refuses %s', async (_case, data) => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        await seed((db) => deleteDoc(doc(db, siobhansEntry)));
        const db = await firestoreAs('staff');
        await expectDenied(setDoc(doc(db, siobhansEntry), data));
      });
    });

    describe('overwriting', () => {
      it('is refused, whatever the entry would say', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const db = await firestoreAs('staff');
        await expectDenied(setDoc(doc(db, siobhansEntry), { certificateId: SIOBHAN_ID }));
        await expectDenied(setDoc(doc(db, siobhansEntry), { certificateId: TOMASZ_ID }));
        await expectDenied(updateDoc(doc(db, siobhansEntry), { certificateId: TOMASZ_ID }));
      });

      it('is refused when a second certificate claims a number in use, which keeps its entry', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const db = await firestoreAs('staff');
        const claim = await creationWrites(TOMASZ_ID, { ...tomasz, [field]: siobhan[field] });
        await expectDenied(commit(db, claim));
        expect((await getDocFromServer(doc(db, siobhansEntry))).data()).toEqual({
          certificateId: SIOBHAN_ID,
        });
        expect((await getDocFromServer(doc(db, `certificates/${TOMASZ_ID}`))).exists()).toBe(false);
      });
    });

    describe('releasing', () => {
      it('is allowed in the edit that gives the number up, and frees it for reuse', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const db = await firestoreAs('staff');
        await expectAllowed(commit(db, await editWrites(SIOBHAN_ID, siobhan, renumbered)));
        expect((await getDocFromServer(doc(db, siobhansEntry))).exists()).toBe(false);
        const reuse = await creationWrites(TOMASZ_ID, { ...tomasz, [field]: siobhan[field] });
        await expectAllowed(commit(db, reuse));
      });

      it('is refused while the certificate still uses the number', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const db = await firestoreAs('staff');
        await expectDenied(deleteDoc(doc(db, siobhansEntry)));
      });

      it('is refused in an edit that keeps this number', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const db = await firestoreAs('staff');
        const edit = await editWrites(SIOBHAN_ID, siobhan, { ...siobhan, surname: 'Byrne' });
        await expectDenied(commit(db, [...edit, { op: 'delete', path: siobhansEntry }]));
      });

      it('is refused for an entry whose certificate is missing: that needs an administrator', async () => {
        await seed((db) =>
          setDoc(doc(db, entryPath(unusedNumber)), { certificateId: 'cert-gone' }),
        );
        const db = await firestoreAs('staff');
        await expectDenied(deleteDoc(doc(db, entryPath(unusedNumber))));
      });

      it('is refused to anyone but staff, alone, for an entry its certificate has given up', async () => {
        // The certificate exists and holds another number now: only isStaff() stands between a
        // stranger and this entry.
        await seedCertificate(SIOBHAN_ID, renumbered);
        await seed((db) => setDoc(doc(db, siobhansEntry), { certificateId: SIOBHAN_ID }));
        for (const who of [...everyone.filter((caller) => caller !== 'staff'), ...impostors]) {
          await expectDenied(deleteDoc(doc(await firestoreAs(who), siobhansEntry)));
        }
        await expectAllowed(deleteDoc(doc(await firestoreAs('staff'), siobhansEntry)));
      });

      it('is refused to anyone but staff, even for an entry nobody holds', async () => {
        await seed((db) =>
          setDoc(doc(db, entryPath(unusedNumber)), { certificateId: 'cert-gone' }),
        );
        for (const who of ['anonymous', 'signedIn'] as const) {
          await expectDenied(deleteDoc(doc(await firestoreAs(who), entryPath(unusedNumber))));
        }
      });
    });
  });
}
