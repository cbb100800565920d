import {
  collection,
  deleteDoc,
  doc,
  documentId,
  endAt,
  getCountFromServer,
  limit,
  orderBy,
  query,
  runTransaction,
  setDoc,
  startAt,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { siobhan, tomasz } from '@/testing/learners';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import { creationWrites, seedCertificate, SIOBHAN_ID, TOMASZ_ID } from './certificate-documents';
import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { editWrites } from './edit-documents';
import { commit, without } from './writes';
import {
  allows,
  centreCallers,
  everyone,
  expectAccess,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  impostors,
  outcomeOf,
  projectId,
  restToken,
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
 * released only by an edit of that certificate that gives the number up. Numbers are global, so
 * a centre's staff learn whether a number is free, and nothing more of another centre's
 * certificates (docs/decisions/027-centres.md, What a centre's staff learn of numbers): they read
 * the entry of their own centre's certificate, are refused another's, and list nothing. The
 * seeded certificate is centre A's: centre B's staff stand for any other centre.
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

    it("are read by a centre's staff only for their own centre's certificates, and listed by none", async () => {
      const ownCentre = allows('get', 'create', 'delete');
      await expectAccess(registry, {
        centreStaff: ownCentre,
        centreColleague: ownCentre,
        otherCentreStaff: allows(),
        suspendedCentreStaff: allows(),
        verifier: allows(),
        otherVerifier: allows(),
        suspendedVerifier: allows(),
      });
    });

    it('answer the admins’ duplicate check by number, and their queries', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      const entry = await getDocFromServer(doc(db, siobhansEntry));
      expect(entry.data()).toEqual({ certificateId: SIOBHAN_ID });
      const taken = await getDocsFromServer(
        query(collection(db, name), where('certificateId', '==', SIOBHAN_ID)),
      );
      expect(taken.size).toBe(1);
    });

    describe("what a centre's staff learn", () => {
      const missingEntry = entryPath(unusedNumber);

      it('whether a number is free: a number nobody holds reads as missing, to any staff', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        for (const who of [...centreCallers, 'staff'] as const) {
          const entry = await getDocFromServer(doc(await firestoreAs(who), missingEntry));
          expect(entry.exists(), who).toBe(false);
        }
        for (const who of [...everyone.filter((caller) => caller !== 'staff'), ...impostors]) {
          await expectDenied(getDocFromServer(doc(await firestoreAs(who), missingEntry)));
        }
      });

      it("their own centre's certificate that holds a number, and of another's only that it is taken", async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const own = await getDocFromServer(doc(await firestoreAs('centreStaff'), siobhansEntry));
        expect(own.data()).toEqual({ certificateId: SIOBHAN_ID });
        await expectDenied(
          getDocFromServer(doc(await firestoreAs('otherCentreStaff'), siobhansEntry)),
        );
        // In a transaction, as a save reads it, the same.
        const other = await firestoreAs('otherCentreStaff');
        await expectDenied(
          runTransaction(other, (transaction) => transaction.get(doc(other, siobhansEntry))),
        );
      });

      it('nothing of an entry whose certificate is missing, which an admin still reads', async () => {
        await seed((db) => setDoc(doc(db, missingEntry), { certificateId: 'cert-gone' }));
        for (const who of centreCallers) {
          await expectDenied(getDocFromServer(doc(await firestoreAs(who), missingEntry)));
        }
        const admin = await getDocFromServer(doc(await firestoreAs('staff'), missingEntry));
        expect(admin.data()).toEqual({ certificateId: 'cert-gone' });
      });

      it('nothing by a query, however narrow, even one that would return only their own', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const queries = (db: Firestore) => {
          const registry = collection(db, name);
          const number = siobhan[field];
          return [
            registry,
            query(registry, where('certificateId', '==', SIOBHAN_ID)),
            query(registry, where(documentId(), '==', number)),
            query(registry, where(documentId(), 'in', [number])),
            query(registry, orderBy(documentId()), startAt(number), endAt(number)),
            query(registry, limit(1)),
          ];
        };
        for (const who of centreCallers) {
          const db = await firestoreAs(who);
          for (const [index, asked] of queries(db).entries()) {
            expect(await outcomeOf(getDocsFromServer(asked)), `${who}, query ${index}`).toBe(
              'denied',
            );
          }
          await expectDenied(getCountFromServer(collection(db, name)));
        }
        const admin = await firestoreAs('staff');
        for (const asked of queries(admin)) await expectAllowed(getDocsFromServer(asked));
        await expectAllowed(getCountFromServer(collection(admin, name)));
      });

      it('nothing over REST, where no screen stands between them and the database', async () => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        const root = `projects/${projectId}/databases/(default)/documents`;
        const ask = (
          who: 'centreStaff' | 'otherCentreStaff',
          path: string,
          init: RequestInit = {},
        ) =>
          fetch(`${emulatorUrl(firestoreEmulator())}/v1/${root}${path}`, {
            ...init,
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${restToken(who)}`,
            },
          });
        const byId = await ask('otherCentreStaff', `/${siobhansEntry}`);
        expect(byId.status).toBe(403);
        expect(await byId.text()).not.toContain(SIOBHAN_ID);
        const listed = await ask('otherCentreStaff', `/${name}`);
        expect(listed.status).toBe(403);
        expect(await listed.text()).not.toContain(SIOBHAN_ID);
        const queried = await ask('otherCentreStaff', ':runQuery', {
          method: 'POST',
          body: JSON.stringify({ structuredQuery: { from: [{ collectionId: name }] } }),
        });
        expect(queried.status).toBe(403);
        expect(await queried.text()).not.toContain(SIOBHAN_ID);
        const both = await ask('otherCentreStaff', ':batchGet', {
          method: 'POST',
          body: JSON.stringify({
            documents: [siobhansEntry, missingEntry].map((path) => `${root}/${path}`),
          }),
        });
        expect(await both.text()).not.toContain(SIOBHAN_ID);
        // Their own centre's staff read it; a number nobody holds is simply not there.
        const own = await ask('centreStaff', `/${siobhansEntry}`);
        expect(own.status).toBe(200);
        expect(await own.text()).toContain(SIOBHAN_ID);
        const free = await ask('otherCentreStaff', `/${missingEntry}`);
        expect(free.status).toBe(404);
      });
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
