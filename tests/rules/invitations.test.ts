import { createHash } from 'node:crypto';

import {
  Bytes,
  collection,
  deleteDoc,
  doc,
  documentId,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { invitationPathOf, planSendInvitation } from '@/domain/plans/invitation';
import { planRemoveStaffAccess } from '@/domain/plans/staff-access';
import type { StaffActor, StaffRole } from '@/domain/staff';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  actorOf,
  allows,
  CENTRE_A,
  CENTRE_B,
  COLLEAGUE,
  directory,
  expectAccess,
  expectAllowed,
  expectDenied,
  firestoreAs,
  projectId,
  restToken,
  startEachTestEmpty,
  STAFF,
  SUSPENDED_CENTRE,
  type Scenario,
} from './harness';
import {
  centreRole,
  DAY,
  entryPath,
  INVITEE,
  inviteeAs,
  LINK_CODE,
  LINK_CODE_HASH,
  sendWrites,
  sent,
  withdrawWrites,
} from './invitation-documents';
import {
  altering,
  commit,
  eventPath,
  planned,
  withSecondEvent,
  without,
  type Write,
} from './writes';

/**
 * Staff join by invitation (docs/decisions/028-invitations.md): an admin sends one to an address,
 * its owner proves the address by the link sent to it and accepts, writing their own directory
 * entry with exactly the role and centre invited; an admin withdraws an invitation and removes
 * anyone but themself. Everyone else is refused, and so is every shape the screens never send.
 */

function removeWrites(actor: StaffActor, uid: string): Write[] {
  const stored = directory[uid] as unknown as Record<string, unknown>;
  return planned(planRemoveStaffAccess({ uid, email: String(stored.email), stored, actor }));
}

const invitations: Scenario = {
  seed: () => sent(),
  operations: {
    get: (db) => getDocFromServer(doc(db, invitationPathOf(INVITEE))),
    list: (db) => getDocsFromServer(collection(db, collections.invitations)),
    create: (db, actor) =>
      commit(db, sendWrites(actor, { email: 'new@example.com', eventId: 'i-2' })),
    update: (db, actor) => commit(db, sendWrites(actor, { eventId: 'i-again' })),
    delete: (db, actor) => commit(db, withdrawWrites(actor)),
  },
};

describe('invitations', () => {
  startEachTestEmpty();

  it('are sent, sent again and withdrawn by admins only, and read by the admins', async () => {
    await expectAccess(invitations, {
      anonymous: allows(),
      signedIn: allows(),
      unlistedStaff: allows(),
      unverifiedStaff: allows(),
      renamedStaff: allows(),
      earlierSession: allows(),
      staff: allows('get', 'list', 'create', 'update', 'delete'),
      centreStaff: allows(),
      otherCentreStaff: allows(),
      suspendedCentreStaff: allows(),
      verifier: allows(),
      otherVerifier: allows(),
      suspendedVerifier: allows(),
    });
  });

  it('are read by the owner of the address once proved, and by nobody else signed in', async () => {
    await sent();
    const read = (db: Firestore) => getDocFromServer(doc(db, invitationPathOf(INVITEE)));
    await expectAllowed(read(await inviteeAs()));
    await expectDenied(read(await inviteeAs(INVITEE, false)));
    await expectDenied(read(await inviteeAs('someone@example.com')));
    await expectDenied(getDocsFromServer(collection(await inviteeAs(), collections.invitations)));
    // Not even as a query that could match their own invitation alone.
    const own = query(
      collection(await inviteeAs(), collections.invitations),
      where(documentId(), '==', INVITEE),
    );
    await expectDenied(getDocsFromServer(own));
  });

  describe('sending', () => {
    it('refuses a role or centre the register cannot give', async () => {
      const admin = await firestoreAs('staff');
      const okafor = actorOf('staff');
      const path = invitationPathOf(INVITEE);
      // Sent as the screen would send them, the event agreeing: a suspended or unknown centre.
      for (const centreNumber of [SUSPENDED_CENTRE, '00000']) {
        const role: StaffRole = { role: 'centre', centreNumber };
        await expectDenied(commit(admin, sendWrites(okafor, { role })));
      }
      // A role the register does not know, at an active centre, the event saying the same.
      const owner = altering(sendWrites(okafor), path, { role: 'owner' });
      await expectDenied(
        commit(
          admin,
          altering(owner, eventPath('i-sent'), { changes: { role: { from: null, to: 'owner' } } }),
        ),
      );
      for (const changes of [
        { centreNumber: SUSPENDED_CENTRE },
        { centreNumber: null },
        { role: 'admin' },
        { role: 'owner', centreNumber: null },
      ]) {
        await expectDenied(commit(admin, altering(sendWrites(okafor), path, changes)));
      }
      await expectDenied(
        commit(
          admin,
          altering(sendWrites(okafor, { role: { role: 'admin' } }), path, {
            centreNumber: CENTRE_A,
          }),
        ),
      );
      await expectAllowed(commit(admin, sendWrites(okafor, { role: { role: 'admin' } })));
    });

    it('refuses an invitation that outlives seven days, is back-dated, or names another sender', async () => {
      const admin = await firestoreAs('staff');
      const okafor = actorOf('staff');
      const path = invitationPathOf(INVITEE);
      const from = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);
      for (const changes of [
        { expiresAt: from(30) },
        { expiresAt: from(7.1) },
        { expiresAt: from(6.9) },
        { invitedAt: from(-1) },
        { invitedBy: COLLEAGUE.email, invitedByUid: COLLEAGUE.uid },
        { note: 'Welcome' },
        { lastEventId: undefined },
      ]) {
        await expectDenied(commit(admin, altering(sendWrites(okafor), path, changes)));
      }
    });

    it('refuses a code hash other than the SHA-256 of the link’s code in lower-case hex text', async () => {
      const admin = await firestoreAs('staff');
      const okafor = actorOf('staff');
      const path = invitationPathOf(INVITEE);
      const digest = Bytes.fromUint8Array(createHash('sha256').update(LINK_CODE).digest());
      // The code in clear, the hash in capitals, the same digest as bytes, or none.
      for (const codeHash of [LINK_CODE, LINK_CODE_HASH.toUpperCase(), digest, undefined]) {
        await expectDenied(commit(admin, altering(sendWrites(okafor), path, { codeHash })));
      }
      await expectAllowed(commit(admin, sendWrites(okafor)));
    });

    it('refuses an address in capitals, which no token would carry, and one without its event', async () => {
      const admin = await firestoreAs('staff');
      const okafor = actorOf('staff');
      const shouting = planned(
        planSendInvitation({
          email: 'D.Moss@Northgate-Training.example',
          role: centreRole,
          actor: okafor,
          eventId: 'i-sent',
          now: new Date(),
          codeHash: LINK_CODE_HASH,
        }),
      );
      await expectDenied(commit(admin, shouting));
      await expectDenied(commit(admin, without(sendWrites(okafor), eventPath('i-sent'))));
    });

    it('refuses an event that says another role, another centre, or another address', async () => {
      const admin = await firestoreAs('staff');
      const okafor = actorOf('staff');
      for (const changes of [
        { changes: { role: { from: null, to: 'admin' } } },
        { centreNumber: CENTRE_B },
        { centreNumber: undefined },
        { prevEventId: 'i-earlier' },
        { reason: 'New starter' },
      ]) {
        await expectDenied(
          commit(admin, altering(sendWrites(okafor), eventPath('i-sent'), changes)),
        );
      }
      // One event for two invitations: the second would be sent with no history of its own.
      const two = [
        ...sendWrites(okafor),
        ...sendWrites(okafor, { email: 'other@example.com' }).filter(
          (write) => write.path !== eventPath('i-sent'),
        ),
      ];
      await expectDenied(commit(admin, two));
      // A second event of sending, which the invitation does not name.
      await expectDenied(commit(admin, withSecondEvent(sendWrites(okafor), 'i-again')));
    });

    it('refuses sending again with no event of its own, naming the first', async () => {
      await sent();
      const admin = await firestoreAs('staff');
      const again = sendWrites(actorOf('staff'), { eventId: 'i-sent' });
      await expectDenied(commit(admin, without(again, eventPath('i-sent'))));
      await expectAllowed(commit(admin, sendWrites(actorOf('staff'), { eventId: 'i-again' })));
    });

    it("refuses a centre's staff who invite a colleague to their own centre", async () => {
      const db = await firestoreAs('centreStaff');
      await expectDenied(commit(db, sendWrites(actorOf('centreStaff'))));
      await expectDenied(
        commit(db, sendWrites(actorOf('centreStaff'), { role: { role: 'admin' } })),
      );
    });
  });

  describe('withdrawing', () => {
    it('refuses a withdrawal without its event, or an event that withdraws nothing', async () => {
      await sent();
      const admin = await firestoreAs('staff');
      const okafor = actorOf('staff');
      await expectDenied(deleteDoc(doc(admin, invitationPathOf(INVITEE))));
      await expectDenied(commit(admin, without(withdrawWrites(okafor), invitationPathOf(INVITEE))));
      await expectDenied(
        commit(
          admin,
          altering(withdrawWrites(okafor), eventPath('withdrawn-i-sent'), {
            changes: { role: { from: 'admin', to: null } },
          }),
        ),
      );
      for (const changes of [
        { action: 'invitation.expired' },
        { prevEventId: null },
        { reason: 'Left' },
        { centreNumber: CENTRE_B },
      ]) {
        await expectDenied(
          commit(admin, altering(withdrawWrites(okafor), eventPath('withdrawn-i-sent'), changes)),
        );
      }
      await expectDenied(commit(admin, withSecondEvent(withdrawWrites(okafor), 'withdrawn-2')));
      await expectAllowed(commit(admin, withdrawWrites(okafor)));
    });
  });

  describe('removing', () => {
    it("is an admin's, of anyone but themself, with its event; access ends at once", async () => {
      const admin = await firestoreAs('staff');
      const okafor = actorOf('staff');
      const lee = await firestoreAs('centreStaff');
      await expectAllowed(getDocFromServer(doc(lee, collections.centres, CENTRE_A)));
      await expectDenied(commit(lee, removeWrites(actorOf('centreStaff'), 'centre-a-ross')));
      await expectDenied(commit(admin, removeWrites(okafor, STAFF.uid)));
      await expectDenied(deleteDoc(doc(admin, entryPath('centre-a-lee'))));
      const removal = removeWrites(okafor, 'centre-a-lee');
      for (const changes of [
        // Out of sight of the centre's staff, or in another centre's.
        { centreNumber: undefined },
        { centreNumber: CENTRE_B },
        // As if the access had been an admin's, with no centre.
        { changes: { staffAccess: { from: true, to: false } } },
        { action: 'staff.added' },
        { subject: 'someone@example.com' },
        { prevEventId: 'e-given' },
        { reason: 'Left' },
      ]) {
        await expectDenied(
          commit(admin, altering(removal, eventPath('removed-centre-a-lee'), changes)),
        );
      }
      await expectDenied(commit(admin, withSecondEvent(removal, 'removed-2')));
      await expectAllowed(commit(admin, removal));
      await expectDenied(getDocFromServer(doc(lee, collections.centres, CENTRE_A)));
    });

    it('refuses an event of removal for someone who stays', async () => {
      const admin = await firestoreAs('staff');
      const writes = removeWrites(actorOf('staff'), COLLEAGUE.uid);
      await expectDenied(commit(admin, without(writes, entryPath(COLLEAGUE.uid))));
      // The other admin removes this one: there is always an admin left to do it.
      await expectAllowed(commit(admin, writes));
    });
  });

  it("refuse a centre's staff over REST, where no screen stands between them and the database", async () => {
    await sent();
    const root = `projects/${projectId}/databases/(default)/documents`;
    const response = await fetch(
      `${emulatorUrl(firestoreEmulator())}/v1/${root}/${invitationPathOf(INVITEE)}`,
      { method: 'DELETE', headers: { Authorization: `Bearer ${restToken('centreStaff')}` } },
    );
    expect(response.status).toBe(403);
  });
});
