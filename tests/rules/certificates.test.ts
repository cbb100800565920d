import { collection, deleteDoc, doc, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { siobhan, tomasz } from '@/testing/learners';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  certificatePath,
  creationWrites,
  seedCertificate,
  SIOBHAN_ID,
  TOMASZ_ID,
} from './certificate-documents';
import { editWrites, seedIndexAhead } from './edit-documents';
import { commit, type Write } from './writes';
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
  CENTRE_B,
  STAFF,
  startEachTestEmpty,
  type Scenario,
} from './harness';

const certificates: Scenario = {
  seed: () => seedCertificate(SIOBHAN_ID, siobhan),
  operations: {
    get: (db) => getDocFromServer(doc(db, certificatePath(SIOBHAN_ID))),
    list: (db) => getDocsFromServer(collection(db, 'certificates')),
    create: async (db, actor) => commit(db, await creationWrites(TOMASZ_ID, tomasz, {}, actor)),
    update: async (db, actor) =>
      commit(
        db,
        await editWrites(
          SIOBHAN_ID,
          siobhan,
          { ...siobhan, surname: 'Connell' },
          { editor: actor },
        ),
      ),
    delete: (db) => deleteDoc(doc(db, certificatePath(SIOBHAN_ID))),
  },
};

type SetWrite = Exclude<Write, { op: 'delete' }>;

/** Writes an event as an administrator would, ahead of the change it records. */
async function seedEventAhead(event: Write | undefined): Promise<void> {
  if (event?.op !== 'set') throw new Error('The edit writes its event.');
  await seed((db) => commit(db, [event]));
}

/**
 * Seeds everything a new certificate needs but the certificate itself (its registry and index
 * entries, as a write cut short might leave them) and returns the certificate's own write.
 */
async function seedOrphanedEntries(id: string, details = siobhan): Promise<SetWrite> {
  const [certificate, ...related] = await creationWrites(id, details);
  if (certificate?.op !== 'set') throw new Error('The certificate comes first.');
  await seed((db) => commit(db, related));
  return certificate;
}

/** The same write with some of its fields changed. */
function withData(write: SetWrite, changes: Record<string, unknown>): SetWrite {
  return { ...write, data: { ...write.data, ...changes } };
}

describe('certificates', () => {
  startEachTestEmpty();

  it('are read and written by staff only, and deleted by nobody', async () => {
    await expectMatrix(certificates, {
      anonymous: allows(),
      signedIn: allows(),
      staff: allows('get', 'list', 'create', 'update'),
    });
  });

  it('refuse a token that says it is staff, in any form, without an entry in the directory', async () => {
    for (const staff of ['true', 1, false, null]) {
      const db = await firestoreWithToken(`claim-${String(staff)}`, {
        email: 'someone@example.com',
        staff,
      });
      await expectDenied(getDocsFromServer(collection(db, 'certificates')));
      await expectDenied(commit(db, await creationWrites(SIOBHAN_ID, siobhan)));
    }
  });

  describe('each rule on its own, as a hostile client would send it', () => {
    const notStaff = [...everyone.filter((who) => who !== 'staff'), ...impostors];

    // The app's batches mix writes to several collections, so a refusal can come from another
    // collection's rule. Here each write is sent alone, with everything else it depends on
    // already in place, so the rule under test is the only thing that can refuse it.

    it('create: a certificate planted over entries an interrupted write left behind', async () => {
      const certificate = await seedOrphanedEntries(SIOBHAN_ID);
      for (const who of notStaff) {
        const { uid, email } = actorOf(who);
        const planted = withData(certificate, { createdBy: email, createdByUid: uid });
        await expectDenied(commit(await firestoreAs(who), [planted]));
      }
      await expectAllowed(commit(await firestoreAs('staff'), [certificate]));
    });

    it('create: a back-dated certificate written without index entries', async () => {
      const certificate = await seedOrphanedEntries(SIOBHAN_ID);
      const backDated = withData(certificate, {
        createdAt: Timestamp.fromDate(new Date('2019-03-12')),
      });
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, [backDated]));
      await expectAllowed(commit(db, [certificate]));
    });

    it('update: a change whose index entries and event are already in place, by anyone but staff', async () => {
      const newCentre = { ...siobhan, centreNumber: CENTRE_B };
      await seedCertificate(SIOBHAN_ID, siobhan);
      await seedIndexAhead(SIOBHAN_ID, newCentre);
      const update = async (editor: StaffActor) => {
        const writes = await editWrites(SIOBHAN_ID, siobhan, newCentre, { editor });
        const event = writes.find((write) => write.path.startsWith(`${collections.auditEvents}/`));
        await seedEventAhead(event);
        return writes.filter((write) => write.path === certificatePath(SIOBHAN_ID));
      };
      for (const who of notStaff) {
        await expectDenied(commit(await firestoreAs(who), await update(actorOf(who))));
      }
      await expectAllowed(commit(await firestoreAs('staff'), await update(STAFF)));
    });
  });

  it('are never deleted, even by staff', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    await expectDenied(deleteDoc(doc(await firestoreAs('staff'), certificatePath(SIOBHAN_ID))));
  });
});
