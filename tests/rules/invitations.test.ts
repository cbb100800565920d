import { createHash } from 'node:crypto';

import {
  Bytes,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocFromServer,
  getDocsFromServer,
  query,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import type { Invitation } from '@/domain/invitations';
import {
  invitationPathOf,
  planSendInvitation,
  planWithdrawInvitation,
} from '@/domain/plans/invitation';
import { planRemoveStaffAccess } from '@/domain/plans/staff-access';
import type { StaffActor, StaffRole } from '@/domain/staff';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import {
  actorOf,
  allows,
  authTime,
  CENTRE_A,
  CENTRE_B,
  COLLEAGUE,
  directory,
  expectAccess,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  projectId,
  restToken,
  seed,
  SIGNED_IN_AT,
  startEachTestEmpty,
  STAFF,
  SUSPENDED_CENTRE,
  type Scenario,
} from './harness';
import {
  acceptWrites,
  centreRole,
  codeHashOf,
  DAY,
  entryPath,
  INVITEE,
  INVITEE_UID,
  invitation,
  inviteeAs,
  inviteeSignedInAgain,
  LINK_CODE,
  LINK_CODE_HASH,
  sendWrites,
  sent,
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

const withdrawWrites = (actor: StaffActor, overrides: Partial<Invitation> = {}) =>
  planned(planWithdrawInvitation({ invitation: invitation(overrides), actor }));

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

  describe('accepting', () => {
    it('writes the invitee their own entry, with exactly the role and centre invited, once', async () => {
      await sent();
      const db = await inviteeAs();
      await expectAllowed(commit(db, acceptWrites()));
      const entry = (await getDocFromServer(doc(db, entryPath(INVITEE_UID)))).data();
      expect(entry).toMatchObject({ role: 'centre', centreNumber: CENTRE_A, email: INVITEE });
      // Staff once signed in again, of their own centre only; the link's session is not.
      const again = await inviteeSignedInAgain();
      await expectAllowed(getDocFromServer(doc(again, collections.centres, CENTRE_A)));
      await expectDenied(getDocFromServer(doc(again, collections.centres, CENTRE_B)));
      await expectDenied(getDocFromServer(doc(db, collections.centres, CENTRE_A)));
      // Used up: a second account with the same address cannot use it again.
      await expectDenied(
        commit(
          await inviteeAs(INVITEE, true, 'invitee-2'),
          acceptWrites({ uid: 'invitee-2', eventId: 'j-2' }),
        ),
      );
    });

    it('accepts an invitation as an admin, whose entry names no centre', async () => {
      await sent({ role: 'admin' });
      const db = await inviteeAs();
      await expectDenied(commit(db, acceptWrites({ role: { role: 'admin' }, lastEventId: 'i-x' })));
      await expectAllowed(commit(db, acceptWrites({ role: { role: 'admin' } })));
      await expectAllowed(
        getDocsFromServer(collection(await inviteeSignedInAgain(), collections.centres)),
      );
    });

    it("refuses a stranger, an unproven address, another address, or someone else's uid", async () => {
      await sent();
      await expectDenied(commit(await firestoreAs('signedIn'), acceptWrites({ uid: 'stranger' })));
      await expectDenied(commit(await firestoreAs('anonymous'), acceptWrites()));
      await expectDenied(commit(await inviteeAs(INVITEE, false), acceptWrites()));
      await expectDenied(commit(await inviteeAs('d.moss@elsewhere.example'), acceptWrites()));
      // The invitee writing the entry under another account's uid.
      await expectDenied(commit(await inviteeAs(), acceptWrites({ uid: COLLEAGUE.uid })));
      // Nobody can join without an invitation, even with a proved address.
      await expectDenied(
        commit(
          await inviteeAs('walk-in@example.com', true, 'walk-in'),
          acceptWrites({ email: 'walk-in@example.com', uid: 'walk-in' }),
        ),
      );
    });

    it('refuses another role or centre than invited, or an entry that keeps the invitation', async () => {
      await sent();
      const db = await inviteeAs();
      const entry = entryPath(INVITEE_UID);
      await expectDenied(commit(db, acceptWrites({ role: { role: 'admin' } })));
      // An admin's role on an entry that keeps the centre's number, every key still in place.
      await expectDenied(commit(db, altering(acceptWrites(), entry, { role: 'admin' })));
      await expectDenied(
        commit(db, acceptWrites({ role: { role: 'centre', centreNumber: CENTRE_B } })),
      );
      await expectDenied(
        commit(db, altering(acceptWrites(), entry, { addedBy: 'someone@example.com' })),
      );
      await expectDenied(
        commit(db, altering(acceptWrites(), entry, { addedAt: Timestamp.fromMillis(0) })),
      );
      await expectDenied(commit(db, altering(acceptWrites(), entry, { note: 'hello' })));
      await expectDenied(commit(db, without(acceptWrites(), invitationPathOf(INVITEE))));
      await expectDenied(commit(db, without(acceptWrites(), eventPath('j-joined'))));
    });

    it('refuses an invitee who gives a second account the same access in the same commit', async () => {
      await sent();
      const writes = acceptWrites();
      const own = writes.find((write) => write.path === entryPath(INVITEE_UID));
      if (own?.op !== 'set') throw new Error('The plan writes no entry of its own');
      const second: Write = { ...own, path: entryPath('second-account') };
      await expectDenied(commit(await inviteeAs(), [...writes, second]));
      await expectAllowed(commit(await inviteeAs(), writes));
    });

    it('refuses an event of joining that says anything but what the entry says', async () => {
      await sent();
      const db = await inviteeAs();
      for (const changes of [
        { staffUid: COLLEAGUE.uid },
        { subject: 'someone@example.com' },
        { centreNumber: CENTRE_B },
        { changes: { staffAccess: { from: false, to: true } } },
        { prevEventId: null },
        { actorUid: STAFF.uid, actorEmail: STAFF.email },
        { at: Timestamp.fromMillis(Date.now() - DAY) },
        { action: 'staff.added' },
        { entity: 'invitation' },
        { reason: 'Joining' },
        { linkCode: undefined },
      ]) {
        await expectDenied(commit(db, altering(acceptWrites(), eventPath('j-joined'), changes)));
      }
      // A second event of joining, which the entry does not name.
      await expectDenied(commit(db, withSecondEvent(acceptWrites(), 'j-again')));
      // The event alone, with no entry: nothing is joined.
      await expectDenied(
        commit(
          db,
          acceptWrites().filter((write) => write.path === eventPath('j-joined')),
        ),
      );
    });

    it('refuses an event of joining that carries the link’s code as bytes, even the code’s own', async () => {
      // The rules hash text or bytes alike; the event keeps the code as the link gave it, text.
      await sent();
      const db = await inviteeAs();
      const linkCode = Bytes.fromUint8Array(new TextEncoder().encode(LINK_CODE));
      await expectDenied(commit(db, altering(acceptWrites(), eventPath('j-joined'), { linkCode })));
      await expectAllowed(commit(db, acceptWrites()));
    });

    it('refuses an invitation that has expired or was withdrawn', async () => {
      const expired = altering(sendWrites(actorOf('staff')), invitationPathOf(INVITEE), {
        expiresAt: Timestamp.fromMillis(Date.now() - 60_000),
      });
      await seed((db) => commit(db, expired));
      const db = await inviteeAs();
      // The invitee's clock is no help: the stored expiry is what counts.
      await expectDenied(commit(db, acceptWrites({ expiresAt: new Date(Date.now() + DAY) })));
      // Sent again, it opens; withdrawn, it no longer does.
      await sent(centreRole, INVITEE, 'i-again');
      const again = { lastEventId: 'i-again' };
      await expectAllowed(
        commit(await firestoreAs('staff'), withdrawWrites(actorOf('staff'), again)),
      );
      await expectDenied(commit(db, acceptWrites(again)));
    });

    it('refuses a joining that takes someone else off the staff, or withdraws another invitation', async () => {
      await sent();
      await sent(centreRole, 'other@example.com', 'i-other');
      const db = await inviteeAs();
      // Joining under an id another step derives, with nothing else: that step could never run.
      for (const eventId of ['removed-centre-a-lee', 'withdrawn-i-other', 'closed-attempt-1']) {
        await expectDenied(commit(db, acceptWrites({ eventId })));
      }
      // The event of joining under the id a removal of a colleague's access would have.
      const posing = acceptWrites({ eventId: 'removed-centre-a-lee' });
      await expectDenied(
        commit(db, [...posing, { op: 'delete', path: entryPath('centre-a-lee') }]),
      );
      const posingAgain = acceptWrites({ eventId: 'withdrawn-i-other' });
      const other = invitationPathOf('other@example.com');
      await expectDenied(commit(db, [...posingAgain, { op: 'delete', path: other }]));
      await expectDenied(commit(db, [...acceptWrites(), { op: 'delete', path: other }]));
      await expectAllowed(commit(db, acceptWrites()));
    });

    it('refuses someone on the staff who removes an invitation to their own address', async () => {
      const lee = actorOf('centreStaff');
      await sent(centreRole, lee.email);
      const db = await firestoreAs('centreStaff');
      await expectDenied(deleteDoc(doc(db, invitationPathOf(lee.email))));
    });

    it('refuses someone already on the staff, whose entry would be overwritten', async () => {
      const lee = actorOf('centreStaff');
      await sent(centreRole, lee.email);
      const db = await firestoreAs('centreStaff');
      await expectDenied(
        commit(
          db,
          acceptWrites({
            email: lee.email,
            uid: lee.uid,
            role: { role: 'centre', centreNumber: CENTRE_A },
          }),
        ),
      );
    });
  });

  describe('an account opened in the invitee’s name beforehand', () => {
    // Someone who knows the address opens a password account under it before the invitee opens
    // the link. The link's sign-in lands in that same account and proves the address; the opener
    // refreshes their session and holds a token for it that says so. Their session began before
    // the invitee's entry was written, and they never had the link.
    const opener = () => inviteeAs(INVITEE, true, INVITEE_UID, new Date(Date.now() - 60_000));

    it('cannot accept first: the link’s code is the only way in, and the opener never had it', async () => {
      await sent();
      const db = await opener();
      for (const linkCode of ['', 'guessed-code-000000', LINK_CODE_HASH, LINK_CODE.toUpperCase()]) {
        await expectDenied(commit(db, acceptWrites({ linkCode })));
      }
      // An invitation sent again has a new code: the old link's code no longer opens it.
      const newCode = 'bmV3LWxpbmtzLWNvZGUtMg';
      await expectAllowed(
        commit(
          await firestoreAs('staff'),
          sendWrites(actorOf('staff'), { eventId: 'i-again', codeHash: codeHashOf(newCode) }),
        ),
      );
      await expectDenied(commit(db, acceptWrites({ lastEventId: 'i-again' })));
      // The invitee, with the new link's code.
      await expectAllowed(commit(db, acceptWrites({ lastEventId: 'i-again', linkCode: newCode })));
    });

    it('cannot act as the staff member once the invitee has joined, nor make themself an admin', async () => {
      await sent({ role: 'admin' });
      await expectAllowed(commit(await inviteeAs(), acceptWrites({ role: { role: 'admin' } })));
      const db = await opener();
      await expectDenied(getDocFromServer(doc(db, collections.centres, CENTRE_A)));
      await expectDenied(getDocsFromServer(collection(db, collections.invitations)));
      // Inviting their own address as an admin, as the invitee's admin access would allow.
      const own = 'opener@example.com';
      await expectDenied(
        commit(
          db,
          sendWrites(
            { uid: INVITEE_UID, email: INVITEE },
            { email: own, role: { role: 'admin' }, eventId: 'i-own' },
          ),
        ),
      );
      // The invitee, signed in again after joining, does all of it.
      const invitee = await inviteeSignedInAgain();
      await expectAllowed(getDocsFromServer(collection(invitee, collections.invitations)));
      await expectAllowed(
        commit(
          invitee,
          sendWrites(
            { uid: INVITEE_UID, email: INVITEE },
            { email: own, role: { role: 'admin' }, eventId: 'i-own' },
          ),
        ),
      );
    });
  });

  describe('an invitation outlived by what it was sent for', () => {
    it('opens nothing once the admin who sent it has been removed', async () => {
      // An admin invites a second address of their own, and is removed before it is used.
      await sent({ role: 'admin' });
      await expectAllowed(
        commit(await firestoreAs('staff'), sendWrites(actorOf('staff'), { eventId: 'i-again' })),
      );
      const okafor = directory[STAFF.uid] as unknown as Record<string, unknown>;
      const removal = planned(
        planRemoveStaffAccess({
          uid: STAFF.uid,
          email: STAFF.email,
          stored: okafor,
          actor: COLLEAGUE,
        }),
      );
      const colleague = await firestoreWithToken(COLLEAGUE.uid, {
        email: COLLEAGUE.email,
        email_verified: true,
        auth_time: authTime(SIGNED_IN_AT),
      });
      await expectAllowed(commit(colleague, removal));
      await expectDenied(commit(await inviteeAs(), acceptWrites({ lastEventId: 'i-again' })));
    });

    it('opens nothing once the centre it was sent for is suspended', async () => {
      await sent();
      await seed(async (db) =>
        updateDoc(doc(db, collections.centres, CENTRE_A), { status: 'suspended' }),
      );
      await expectDenied(commit(await inviteeAs(), acceptWrites()));
      await seed(async (db) =>
        updateDoc(doc(db, collections.centres, CENTRE_A), { status: 'active' }),
      );
      await expectAllowed(commit(await inviteeAs(), acceptWrites()));
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
