import { collection, doc } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import { planVerifierStep } from '@/domain/plans/verifier';
import { planCloseVerifierRequest, planVerifierRequest } from '@/domain/plans/verifier-request';
import { accountRequestKey, type VerifierRequest } from '@/domain/verifier-requests';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  actorOf,
  expectAllowed,
  expectDenied,
  firestoreAs,
  startEachTestEmpty,
  verifierAccounts,
  type Caller,
} from './harness';
import { checkWrites, seedCheck, unknownKey } from './public-check-documents';
import { altering, commit, eventPath, planned } from './writes';

/**
 * Requests for a verifier account (docs/decisions/030-verifier-batch-checks.md): a visitor's
 * anonymous write, filed only under their own check of the last two minutes whose one key is
 * the request's, read and closed by admins only.
 */

const request: VerifierRequest = {
  organisation: 'Acme Recruitment',
  name: 'Jo Bloggs',
  email: 'jo@acme.example',
  message: 'We screen about 300 applicants a month.',
};
const VISITOR = actorOf('visitor').uid;
const requestPath = (id: string) => `${collections.verifierRequests}/${id}`;
const requestWrites = (checkId = 'c1', changes: Partial<VerifierRequest> = {}) =>
  planned(planVerifierRequest({ checkId, request: { ...request, ...changes } }));

async function checked(uid = VISITOR, who: Caller = 'visitor') {
  const key = await accountRequestKey(request.organisation, request.email);
  await expectAllowed(commit(await firestoreAs(who), checkWrites(uid, 'c1', [key])));
}

describe('requests for a verifier account', () => {
  startEachTestEmpty();

  it('are filed by a visitor under their own recent check of the request’s key', async () => {
    await checked();
    await expectDenied(commit(await firestoreAs('otherVisitor'), requestWrites()));
    await expectDenied(
      commit(await firestoreAs('visitor'), requestWrites('c1', { email: 'other@acme.example' })),
    );
    await expectDenied(
      commit(await firestoreAs('visitor'), requestWrites('c1', { message: 'x'.repeat(1001) })),
    );
    await expectDenied(
      commit(
        await firestoreAs('visitor'),
        altering(requestWrites(), requestPath('c1'), { email: 'Jo@acme.example' }),
      ),
    );
    await expectAllowed(commit(await firestoreAs('visitor'), requestWrites()));
    // Filed once: nothing is written over it.
    await expectDenied(commit(await firestoreAs('visitor'), requestWrites()));
  });

  it('are refused under a check of another key, or a stale one', async () => {
    await seedCheck(VISITOR, 'c1', [unknownKey('a')]);
    await expectDenied(commit(await firestoreAs('visitor'), requestWrites()));
    const key = await accountRequestKey(request.organisation, request.email);
    await seedCheck(VISITOR, 'c2', [key], 3);
    await expectDenied(commit(await firestoreAs('visitor'), requestWrites('c2')));
  });

  it('are read by admins only, and closed by them with the event named after the request', async () => {
    await checked();
    await commit(await firestoreAs('visitor'), requestWrites());
    for (const who of ['visitor', 'verifier', 'centreStaff', 'signedIn'] as const) {
      const db = await firestoreAs(who);
      await expectDenied(getDocFromServer(doc(db, requestPath('c1'))));
      await expectDenied(getDocsFromServer(collection(db, collections.verifierRequests)));
    }
    const admin = await firestoreAs('staff');
    await expectAllowed(getDocsFromServer(collection(admin, collections.verifierRequests)));
    const close = (who: Caller) =>
      planned(planCloseVerifierRequest({ requestId: 'c1', request, actor: actorOf(who) }));
    await expectDenied(commit(await firestoreAs('centreStaff'), close('centreStaff')));
    await expectDenied(
      commit(
        admin,
        close('staff').filter((write) => write.op === 'delete'),
      ),
    );
    await expectDenied(
      commit(admin, altering(close('staff'), eventPath('answered-c1'), { subject: 'Someone' })),
    );
    await expectAllowed(commit(admin, close('staff')));
  });

  it('keep the id of a request’s closing event for that step alone', async () => {
    const uid = actorOf('verifier').uid;
    const step = (eventId: string) =>
      planned(
        planVerifierStep({
          account: { uid, ...verifierAccounts[uid]! },
          step: { kind: 'suspend' },
          actor: actorOf('staff'),
          eventId,
        }),
      );
    const admin = await firestoreAs('staff');
    await expectDenied(commit(admin, step('answered-c9')));
    await expectAllowed(commit(admin, step('suspended-c9')));
  });
});
