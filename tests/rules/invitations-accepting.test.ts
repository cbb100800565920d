import { Bytes, collection, deleteDoc, doc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { invitationPathOf } from '@/domain/plans/invitation';
import { planRemoveStaffAccess } from '@/domain/plans/staff-access';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  actorOf,
  authTime,
  CENTRE_A,
  CENTRE_B,
  COLLEAGUE,
  directory,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  seed,
  SIGNED_IN_AT,
  startEachTestEmpty,
  STAFF,
} from './harness';
import {
  acceptWrites,
  centreRole,
  codeHashOf,
  DAY,
  entryPath,
  INVITEE,
  INVITEE_UID,
  inviteeAs,
  inviteeSignedInAgain,
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

/**
 * Accepting an invitation (planAcceptInvitation): the invitee's own directory entry, exactly as
 * invited, and what an account opened beforehand or an invitation outlived by its centre gets.
 */

describe('invitations', () => {
  startEachTestEmpty();

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
});
