import { doc, collection } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { planBatch } from '@/domain/plans/batch-check';
import { planVerifierStep, type VerifierStep } from '@/domain/plans/verifier';
import type { VerifierAccount, VerifierRole } from '@/domain/verifiers';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  ACCESS_GIVEN_AT,
  actorOf,
  allows,
  expectAccess,
  expectAllowed,
  expectDenied,
  firestoreAs,
  startEachTestEmpty,
  verifierAccounts,
  type Caller,
} from './harness';
import {
  acceptWrites,
  entryPath,
  INVITEE,
  INVITEE_UID,
  inviteeAs,
  inviteeSignedInAgain,
  sendWrites,
} from './invitation-documents';
import { altering, commit, eventPath, planned, type Write } from './writes';

/**
 * Employers' verifier accounts (docs/decisions/030-verifier-batch-checks.md): made only by
 * accepting an admin's invitation to the role 'verifier', never as staff; suspended,
 * reactivated and given another allowance by an admin, each step with its event.
 */

const verifierRole: VerifierRole = {
  role: 'verifier',
  organisation: 'Acme Recruitment',
  dailyAllowance: 500,
};
const VERIFIER = actorOf('verifier').uid;
const verifierPath = (uid: string) => `${collections.verifiers}/${uid}`;

async function sentToVerifier(role: VerifierRole = verifierRole) {
  await expectAllowed(commit(await firestoreAs('staff'), sendWrites(actorOf('staff'), { role })));
}

function accountOf(uid: string): VerifierAccount {
  const stored = verifierAccounts[uid]!;
  return { uid, ...stored };
}

function stepWrites(step: VerifierStep, who: Caller = 'staff', eventId = 'v-step'): Write[] {
  return planned(
    planVerifierStep({ account: accountOf(VERIFIER), step, actor: actorOf(who), eventId }),
  );
}

describe('verifier accounts', () => {
  startEachTestEmpty();

  it('are read by their own verifier and the admins, and changed by the admins only', async () => {
    const suspend = (db: Awaited<ReturnType<typeof firestoreAs>>, who: Caller) =>
      commit(db, stepWrites({ kind: 'suspend' }, who));
    const nobody = allows();
    await expectAccess(
      {
        seed: async () => {},
        operations: {
          get: (db) => getDocFromServer(doc(db, verifierPath(VERIFIER))),
          list: (db) => getDocsFromServer(collection(db, collections.verifiers)),
          create: (db) =>
            commit(db, [
              {
                op: 'set',
                path: verifierPath('someone-new'),
                data: { ...verifierAccounts[VERIFIER]!, email: 'new@acme.example' },
              },
            ]),
          update: (db, actor) =>
            suspend(
              db,
              (Object.keys(verifierAccounts).includes(actor.uid) ? 'verifier' : 'staff') as Caller,
            ),
          delete: (db) => commit(db, [{ op: 'delete', path: verifierPath(VERIFIER) }]),
        },
      },
      {
        anonymous: nobody,
        signedIn: nobody,
        staff: allows('get', 'list', 'update'),
        centreStaff: nobody,
        suspendedCentreStaff: nobody,
        verifier: allows('get'),
        otherVerifier: nobody,
        suspendedVerifier: nobody,
      },
    );
  });

  describe('joining', () => {
    it('writes the invitee its own verifier account, exactly as invited, and no staff entry', async () => {
      await sentToVerifier();
      const db = await inviteeAs();
      await expectAllowed(commit(db, acceptWrites({ role: verifierRole })));
      const account = (await getDocFromServer(doc(db, verifierPath(INVITEE_UID)))).data();
      expect(account).toMatchObject({
        organisation: verifierRole.organisation,
        dailyAllowance: verifierRole.dailyAllowance,
        status: 'active',
      });
      expect((await getDocFromServer(doc(db, entryPath(INVITEE_UID)))).exists()).toBe(false);
      // A session begun after the account checks candidates; the one that accepted does not.
      const batch = planned(
        planBatch({
          uid: INVITEE_UID,
          organisation: verifierRole.organisation,
          batchId: 'batch-1',
          keys: ['a'.repeat(64)],
          receiptId: 'receipt-1',
          firstRow: 0,
          rowCount: 1,
          step: { kind: 'start' },
          now: new Date(),
        }),
      );
      await expectDenied(commit(db, batch));
      await expectAllowed(commit(await inviteeSignedInAgain(), batch));
    });

    it('is refused as a staff entry, or as an account other than invited', async () => {
      await sentToVerifier();
      const db = await inviteeAs();
      const staffEntry: Write = {
        op: 'set',
        path: entryPath(INVITEE_UID),
        data: {
          email: INVITEE,
          addedBy: actorOf('staff').email,
          role: 'verifier',
          centreNumber: null,
        },
      };
      await expectDenied(commit(db, [staffEntry]));
      const writes = acceptWrites({ role: verifierRole });
      for (const change of [
        { dailyAllowance: 5000 },
        { organisation: 'Someone Else' },
        { status: 'suspended' },
      ]) {
        await expectDenied(commit(db, altering(writes, verifierPath(INVITEE_UID), change)));
      }
      await expectDenied(commit(db, acceptWrites({ role: verifierRole, linkCode: 'a-guess' })));
    });

    it('is refused to a staff invitation made into a verifier’s by the invitee', async () => {
      await expectAllowed(commit(await firestoreAs('staff'), sendWrites(actorOf('staff'))));
      await expectDenied(commit(await inviteeAs(), acceptWrites({ role: verifierRole })));
    });
  });

  describe('invitations to a verifier', () => {
    it('are sent by an admin with an organisation and an allowance of 50 to 5,000 rows and no centre', async () => {
      const send = (changes: Record<string, unknown>) =>
        altering(
          sendWrites(actorOf('staff'), { role: verifierRole }),
          `${collections.invitations}/${INVITEE}`,
          changes,
        );
      const db = await firestoreAs('staff');
      for (const changes of [
        { dailyAllowance: 49 },
        { dailyAllowance: 5001 },
        { dailyAllowance: 100.5 },
        { organisation: '' },
        { organisation: 'Acme "Recruitment"' },
        { centreNumber: actorOf('centreStaff').uid },
        { organisation: undefined },
      ]) {
        await expectDenied(commit(db, send(changes)));
      }
      await expectDenied(
        commit(
          await firestoreAs('centreStaff'),
          sendWrites(actorOf('centreStaff'), { role: verifierRole }),
        ),
      );
      await expectAllowed(commit(db, send({})));
    });
  });

  describe('an admin’s steps', () => {
    it('suspend, reactivate and set the allowance, each with its event', async () => {
      const db = await firestoreAs('staff');
      await expectAllowed(
        commit(db, stepWrites({ kind: 'change-allowance', dailyAllowance: 800 })),
      );
      const account = (await getDocFromServer(doc(db, verifierPath(VERIFIER)))).data();
      expect(account).toMatchObject({ dailyAllowance: 800, lastEventId: 'v-step' });
    });

    it('are refused to a centre’s staff and to the verifier itself', async () => {
      for (const who of ['centreStaff', 'verifier'] as const) {
        await expectDenied(
          commit(
            await firestoreAs(who),
            stepWrites({ kind: 'change-allowance', dailyAllowance: 5000 }, who),
          ),
        );
      }
    });

    it('are refused past the allowance’s bounds, with an event that says otherwise, or without one', async () => {
      const db = await firestoreAs('staff');
      const writes = stepWrites({ kind: 'change-allowance', dailyAllowance: 800 });
      await expectDenied(
        commit(db, altering(writes, verifierPath(VERIFIER), { dailyAllowance: 6000 })),
      );
      await expectDenied(
        commit(
          db,
          altering(writes, eventPath('v-step'), {
            changes: { dailyAllowance: { from: 500, to: 900 } },
          }),
        ),
      );
      await expectDenied(
        commit(
          db,
          writes.filter((write) => !write.path.startsWith(eventPath(''))),
        ),
      );
      const suspend = stepWrites({ kind: 'suspend' });
      await expectDenied(
        commit(db, altering(suspend, eventPath('v-step'), { action: 'verifier.reactivated' })),
      );
      await expectDenied(
        commit(db, altering(suspend, verifierPath(VERIFIER), { dailyAllowance: 5000 })),
      );
      await expectAllowed(commit(db, suspend));
    });
  });

  it('keeps the verifiers’ accounts from before ACCESS_GIVEN_AT in the tests', () => {
    expect(verifierAccounts[VERIFIER]!.addedAt).toEqual(ACCESS_GIVEN_AT);
  });
});
