import { deleteDoc, doc, collection, setDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { planCentreStatus } from '@/domain/plans/centre';
import type { CentreStatus } from '@/domain/centres';
import type { StaffActor } from '@/domain/staff';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { idOf } from '@/domain/plans/plan';
import { siobhan } from '@/testing/learners';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { getDocFromServer, getDocsFromServer } from './server-reads';
import { creationWrites, seedCertificate, SIOBHAN_ID } from './certificate-documents';
import {
  actorOf,
  allows,
  CENTRE_A,
  CENTRE_B,
  centres,
  clientTime,
  COLLEAGUE,
  expectAccess,
  expectAllowed,
  expectDenied,
  firestoreAs,
  projectId,
  restToken,
  seed,
  startEachTestEmpty,
  SUSPENDED_CENTRE,
  type Scenario,
} from './harness';
import { approvalWrites, centrePath, NEW_CENTRE } from './centre-documents';
import { checkWrites } from './public-check-documents';
import { altering, commit, eventPath, planned, without, type Write } from './writes';

/**
 * An admin approves a centre, suspends it and reactivates it, each step with its event
 * (docs/decisions/027-centres.md). Everyone else is refused, and so is a step whose event does
 * not say what the step did.
 */

/** The centre as the test's writes have left it: the seed's, or one given. */
function statusWrites(
  actor: StaffActor,
  centreNumber: string,
  to: CentreStatus,
  {
    stored = centres[centreNumber] as unknown as Record<string, unknown>,
    eventId = `c-${to}`,
  }: { stored?: Record<string, unknown>; eventId?: string } = {},
): Write[] {
  return planned(planCentreStatus({ centreNumber, stored, to, actor, eventId }));
}

const centreSteps: Scenario = {
  seed: async () => {},
  operations: {
    get: (db) => getDocFromServer(doc(db, centrePath(CENTRE_B))),
    list: (db) => getDocsFromServer(collection(db, collections.centres)),
    create: (db, actor) => commit(db, approvalWrites(actor)),
    update: (db, actor) => commit(db, statusWrites(actor, CENTRE_B, 'suspended')),
    delete: (db) => deleteDoc(doc(db, centrePath(CENTRE_B))),
  },
};

describe('centre steps', () => {
  startEachTestEmpty();

  it('are taken by admins only; a centre is read by its own staff and the admins, removed by nobody', async () => {
    await expectAccess(centreSteps, {
      anonymous: allows(),
      signedIn: allows(),
      unlistedStaff: allows(),
      unverifiedStaff: allows(),
      renamedStaff: allows(),
      staff: allows('get', 'list', 'create', 'update'),
      centreStaff: allows(),
      otherCentreStaff: allows('get'),
      suspendedCentreStaff: allows(),
      verifier: allows(),
      otherVerifier: allows(),
      suspendedVerifier: allows(),
    });
  });

  it('suspend, reactivate and suspend again, each event following the last', async () => {
    const admin = await firestoreAs('staff');
    const okafor = actorOf('staff');
    await expectAllowed(commit(admin, statusWrites(okafor, CENTRE_B, 'suspended')));
    // Each step from the centre as read, as the screen takes it.
    const read = async () => (await getDocFromServer(doc(admin, centrePath(CENTRE_B)))).data();
    const suspended = await read();
    expect(suspended).toMatchObject({ status: 'suspended', lastEventId: 'c-suspended' });
    await expectAllowed(
      commit(admin, statusWrites(okafor, CENTRE_B, 'active', { stored: suspended })),
    );
    const reactivated = await read();
    // An event that skips the reactivation is refused; the one that follows it is not.
    const again = statusWrites(okafor, CENTRE_B, 'suspended', {
      stored: reactivated,
      eventId: 'c-2',
    });
    await expectDenied(
      commit(admin, altering(again, eventPath('c-2'), { prevEventId: 'c-suspended' })),
    );
    await expectAllowed(commit(admin, again));
  });

  it("stop a suspended centre's staff adding, and let them add again once it is reactivated", async () => {
    const admin = await firestoreAs('staff');
    const lee = actorOf('centreStaff');
    const db = await firestoreAs('centreStaff');
    await expectAllowed(commit(admin, statusWrites(actorOf('staff'), CENTRE_A, 'suspended')));
    await expectDenied(commit(db, await creationWrites(SIOBHAN_ID, siobhan, {}, lee)));
    const suspended = (await getDocFromServer(doc(admin, centrePath(CENTRE_A)))).data();
    await expectAllowed(
      commit(admin, statusWrites(actorOf('staff'), CENTRE_A, 'active', { stored: suspended })),
    );
    await expectAllowed(commit(db, await creationWrites(SIOBHAN_ID, siobhan, {}, lee)));
  });

  it("leave a suspended centre's certificates verifying on the public page", async () => {
    const learner = { ...siobhan, centreNumber: CENTRE_B };
    await seedCertificate(SIOBHAN_ID, learner);
    const admin = await firestoreAs('staff');
    await expectAllowed(commit(admin, statusWrites(actorOf('staff'), CENTRE_B, 'suspended')));
    const { certificateIndex } = await documentsForCertificate(SIOBHAN_ID, learner);
    const visitor = await firestoreAs('visitor');
    await expectAllowed(
      commit(visitor, checkWrites(actorOf('visitor').uid, 'c1', [idOf(certificateIndex.path)])),
    );
    const entry = await getDocFromServer(doc(visitor, certificateIndex.path));
    expect(entry.get('status')).toBe('valid');
  });

  it('refuse an approval without its event, and an event without its approval', async () => {
    const admin = await firestoreAs('staff');
    const writes = approvalWrites(actorOf('staff'));
    await expectDenied(commit(admin, without(writes, eventPath('c-approved'))));
    await expectDenied(commit(admin, without(writes, centrePath(NEW_CENTRE))));
    // Nor a status step without its event, or an event for a step nobody took.
    const suspension = statusWrites(actorOf('staff'), CENTRE_B, 'suspended');
    await expectDenied(commit(admin, without(suspension, eventPath('c-suspended'))));
    await expectDenied(commit(admin, without(suspension, centrePath(CENTRE_B))));
    // Even one that says nothing changed, and so matches the centre as it stands.
    await expectDenied(
      commit(
        admin,
        altering(without(suspension, centrePath(CENTRE_B)), eventPath('c-suspended'), {
          changes: { status: { from: 'active', to: 'active' } },
        }),
      ),
    );
  });

  it.each<[string, (writes: Write[]) => Write[]]>([
    [
      'in another admin’s name',
      (w) =>
        altering(w, centrePath(NEW_CENTRE), {
          approvedBy: COLLEAGUE.email,
          approvedByUid: COLLEAGUE.uid,
        }),
    ],
    [
      'with its event in another admin’s name',
      (w) =>
        altering(w, eventPath('c-approved'), {
          actorUid: COLLEAGUE.uid,
          actorEmail: COLLEAGUE.email,
        }),
    ],
    [
      'at a time the client chose',
      (w) => altering(w, centrePath(NEW_CENTRE), { approvedAt: clientTime() }),
    ],
    [
      'with its event at a time the client chose',
      (w) => altering(w, eventPath('c-approved'), { at: clientTime() }),
    ],
    [
      'suspended from the start',
      (w) => altering(w, centrePath(NEW_CENTRE), { status: 'suspended' }),
    ],
    // Each with its event agreeing, as a client that skips the form's checks would send it.
    ['with no name', () => approvalWrites(actorOf('staff'), NEW_CENTRE, 'c-approved', '')],
    [
      'with a name padded with spaces',
      () => approvalWrites(actorOf('staff'), NEW_CENTRE, 'c-approved', ' Wolds  Skills '),
    ],
    [
      'with a name longer than 100 characters',
      () => approvalWrites(actorOf('staff'), NEW_CENTRE, 'c-approved', 'W'.repeat(101)),
    ],
    [
      'with a key the form never sends',
      (w) => altering(w, centrePath(NEW_CENTRE), { approvedCertificates: 500 }),
    ],
    [
      'with an event of another action',
      (w) => altering(w, eventPath('c-approved'), { action: 'centre.reactivated' }),
    ],
    [
      'with an event of another centre',
      (w) => altering(w, eventPath('c-approved'), { centreNumber: CENTRE_B }),
    ],
    [
      'with an event of another name',
      (w) => altering(w, eventPath('c-approved'), { subject: `${NEW_CENTRE} · Someone Else` }),
    ],
    [
      'with an event that hides the name',
      (w) =>
        altering(w, eventPath('c-approved'), { changes: { status: { from: null, to: 'active' } } }),
    ],
    [
      'with an event that follows another',
      (w) => altering(w, eventPath('c-approved'), { prevEventId: 'c-old' }),
    ],
    [
      'with an event that names a certificate too',
      (w) => altering(w, eventPath('c-approved'), { certificateId: SIOBHAN_ID }),
    ],
  ])('refuse an approval %s', async (_, alter) => {
    const admin = await firestoreAs('staff');
    await expectDenied(commit(admin, alter(approvalWrites(actorOf('staff')))));
  });

  it('refuse an approval whose search name is not its name in lower case', async () => {
    const admin = await firestoreAs('staff');
    const path = centrePath(NEW_CENTRE);
    for (const nameLower of ['Wolds Skills Hub', 'wolds', 'another centre', '', undefined, 7]) {
      await expectDenied(
        commit(admin, altering(approvalWrites(actorOf('staff')), path, { nameLower })),
      );
    }
    await expectAllowed(commit(admin, approvalWrites(actorOf('staff'))));
  });

  it('refuse to approve a centre under a number that is not one, or over a centre on the register', async () => {
    const admin = await firestoreAs('staff');
    const okafor = actorOf('staff');
    await expectDenied(commit(admin, approvalWrites(okafor, 'Leeds-North')));
    await expectDenied(commit(admin, approvalWrites(okafor, '12345678901234567')));
    // Approving it again would rename it and wipe its history.
    await expectDenied(commit(admin, approvalWrites(okafor, CENTRE_B)));
  });

  it.each<[string, (writes: Write[]) => Write[]]>([
    [
      'to a status that is not one, its event saying so',
      (w) =>
        altering(
          altering(w, centrePath(CENTRE_B), { status: 'closed' }),
          eventPath('c-suspended'),
          { action: 'centre.reactivated', changes: { status: { from: 'active', to: 'closed' } } },
        ),
    ],
    [
      'that renames the centre too',
      (w) => altering(w, centrePath(CENTRE_B), { name: `${centres[CENTRE_B]!.name}, Annexe` }),
    ],
    [
      'that rewrites who approved it',
      (w) => altering(w, centrePath(CENTRE_B), { approvedBy: actorOf('staff').email }),
    ],
    [
      'with an event of the other step',
      (w) => altering(w, eventPath('c-suspended'), { action: 'centre.reactivated' }),
    ],
    [
      'with an event of another centre',
      (w) => altering(w, eventPath('c-suspended'), { centreNumber: CENTRE_A }),
    ],
    [
      'with an event that says it was suspended already',
      (w) =>
        altering(w, eventPath('c-suspended'), {
          changes: { status: { from: 'suspended', to: 'suspended' } },
        }),
    ],
    [
      'with an event that starts a new history',
      (w) => altering(w, eventPath('c-suspended'), { prevEventId: null }),
    ],
    [
      'with an event in another admin’s name',
      (w) =>
        altering(w, eventPath('c-suspended'), {
          actorUid: COLLEAGUE.uid,
          actorEmail: COLLEAGUE.email,
        }),
    ],
    [
      'with an event whose subject is not the centre',
      (w) => altering(w, eventPath('c-suspended'), { subject: centres[CENTRE_B]!.name }),
    ],
  ])('refuse a suspension %s', async (_, alter) => {
    const admin = await firestoreAs('staff');
    await expectDenied(commit(admin, alter(statusWrites(actorOf('staff'), CENTRE_B, 'suspended'))));
  });

  it('refuse a step to the status the centre has, and one that files no new event', async () => {
    const admin = await firestoreAs('staff');
    const okafor = actorOf('staff');
    await expectAllowed(commit(admin, statusWrites(okafor, CENTRE_B, 'suspended')));
    const suspended = (await getDocFromServer(doc(admin, centrePath(CENTRE_B)))).data() ?? {};
    // 'Suspended' once more, with an event that says just that.
    const again = statusWrites(okafor, CENTRE_B, 'suspended', {
      stored: { ...suspended, status: 'active' },
      eventId: 'c-2',
    });
    await expectDenied(
      commit(
        admin,
        altering(again, eventPath('c-2'), {
          changes: { status: { from: 'suspended', to: 'suspended' } },
        }),
      ),
    );
    // A step whose event takes the id the centre names already: the centre's history would loop.
    const stored = centres[CENTRE_A] as unknown as Record<string, unknown>;
    await expectDenied(
      commit(
        admin,
        statusWrites(okafor, CENTRE_A, 'suspended', { eventId: String(stored.lastEventId) }),
      ),
    );
  });

  it("refuse a step that names one of the centre's earlier events rather than filing its own", async () => {
    const admin = await firestoreAs('staff');
    const okafor = actorOf('staff');
    const read = async () =>
      (await getDocFromServer(doc(admin, centrePath(CENTRE_B)))).data() ?? {};
    await expectAllowed(commit(admin, statusWrites(okafor, CENTRE_B, 'suspended')));
    await expectAllowed(
      commit(admin, statusWrites(okafor, CENTRE_B, 'active', { stored: await read() })),
    );
    // Suspended again, pointing at the first suspension's event: no new event is filed.
    await expectDenied(
      commit(admin, [
        {
          op: 'update',
          path: centrePath(CENTRE_B),
          data: { status: 'suspended', lastEventId: 'c-suspended' },
        },
      ]),
    );
  });

  it('refuse two centres suspended under one event', async () => {
    const admin = await firestoreAs('staff');
    const okafor = actorOf('staff');
    const suspendA = statusWrites(okafor, CENTRE_A, 'suspended', { eventId: 'c-one' });
    await expectDenied(
      commit(admin, [
        ...suspendA,
        {
          op: 'update',
          path: centrePath(CENTRE_B),
          data: { status: 'suspended', lastEventId: 'c-one' },
        },
      ]),
    );
    await expectAllowed(commit(admin, suspendA));
  });

  it('suspend a centre nobody has named yet, known by its number alone', async () => {
    const admin = await firestoreAs('staff');
    const nameless = { ...centres[CENTRE_B], name: '' } as unknown as Record<string, unknown>;
    await seed((db) => setDoc(doc(db, centrePath(CENTRE_B)), nameless));
    const writes = statusWrites(actorOf('staff'), CENTRE_B, 'suspended', { stored: nameless });
    await expectDenied(
      commit(admin, altering(writes, eventPath('c-suspended'), { subject: `${CENTRE_B} · ` })),
    );
    await expectAllowed(commit(admin, writes));
  });

  it("refuse a centre's staff who reactivate their own suspended centre, or file its events", async () => {
    const hart = actorOf('suspendedCentreStaff');
    const db = await firestoreAs('suspendedCentreStaff');
    await expectDenied(commit(db, statusWrites(hart, SUSPENDED_CENTRE, 'active')));
    // The register's centres name an approval event the tests never wrote: one of a centre's
    // staff cannot file an event under that id, though it follows the centre's chain and says
    // the centre is as it is.
    const stored = centres[SUSPENDED_CENTRE] as unknown as Record<string, unknown>;
    const eventId = String(stored.lastEventId);
    const event = altering(
      statusWrites(hart, SUSPENDED_CENTRE, 'active', { eventId }),
      eventPath(eventId),
      { changes: { status: { from: 'suspended', to: 'suspended' } } },
    ).filter((write) => write.path === eventPath(eventId));
    await expectDenied(commit(db, event));
  });

  it("refuse a batch that mixes an admin's approval with a forged step on another centre", async () => {
    const admin = await firestoreAs('staff');
    const okafor = actorOf('staff');
    const forged = altering(statusWrites(okafor, CENTRE_B, 'suspended'), eventPath('c-suspended'), {
      at: clientTime(),
    });
    await expectDenied(commit(admin, [...approvalWrites(okafor), ...forged]));
    await expectAllowed(commit(admin, approvalWrites(okafor)));
  });

  it("refuse a centre's staff over REST, where no screen stands between them and the database", async () => {
    const root = `projects/${projectId}/databases/(default)/documents`;
    const response = await fetch(
      `${emulatorUrl(firestoreEmulator())}/v1/${root}/${centrePath(CENTRE_A)}?updateMask.fieldPaths=status`,
      {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${restToken('centreStaff')}`,
        },
        body: JSON.stringify({ fields: { status: { stringValue: 'suspended' } } }),
      },
    );
    expect(response.status).toBe(403);
    const admin: Firestore = await firestoreAs('staff');
    expect((await getDocFromServer(doc(admin, centrePath(CENTRE_A)))).get('status')).toBe('active');
  });
});
