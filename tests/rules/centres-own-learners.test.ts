import { collection, deleteDoc, doc, query, setDoc, Timestamp, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { approvedCentre } from '@/testing/centres';
import { bea, siobhan } from '@/testing/learners';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  BEA_ID,
  certificatePath,
  creationWrites,
  seedCertificate,
  SIOBHAN_ID,
} from './certificate-documents';
import { beaEdit, editWrites } from './edit-documents';
import { importPath, started } from './import-documents';
import {
  actorOf,
  CENTRE_A,
  CENTRE_B,
  expectAllowed,
  expectDenied,
  firestoreAs,
  impostors,
  seed,
  startEachTestEmpty,
  SUSPENDED_CENTRE,
} from './harness';
import {
  requestedReasons,
  requestPath,
  seedCertificateIn,
  takenStepWrites,
} from './status-documents';
import { commit } from './writes';

/**
 * Many centres on one register (docs/decisions/027-centres.md): a centre's staff reach their own
 * centre's learners and nothing of another centre's, by id, by query, in a batch or over REST;
 * admins reach every centre. Most tests stand at centre A and try centre B's learner.
 */

const suspendedAt = Timestamp.fromDate(new Date('2025-03-01T10:00:00Z'));

/**
 * A centre's staff on their own centre's learners: what they add, edit and ask for, and what
 * a suspended centre's staff may no longer do.
 */

describe('centres', () => {
  startEachTestEmpty();

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

    it('are the only ones told a certificate, a request or an import record is missing', async () => {
      for (const who of ['anonymous', 'signedIn', 'visitor', ...impostors] as const) {
        const db = await firestoreAs(who);
        await expectDenied(getDocFromServer(doc(db, certificatePath('cert-not-there'))));
        await expectDenied(getDocFromServer(doc(db, requestPath('cert-not-there'))));
        await expectDenied(getDocFromServer(doc(db, collections.imports, 'd'.repeat(64))));
      }
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

    it('add nothing under another centre, though it is active and the event names it', async () => {
      const lee = actorOf('centreStaff');
      const elsewhere = { ...siobhan, centreNumber: CENTRE_B };
      const db = await firestoreAs('centreStaff');
      await expectDenied(commit(db, await creationWrites(SIOBHAN_ID, elsewhere, {}, lee)));
      // The same add by an admin, who reaches every centre, is allowed.
      await expectAllowed(
        commit(await firestoreAs('staff'), await creationWrites(SIOBHAN_ID, elsewhere)),
      );
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
});
