import { collection, deleteDoc, doc, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { LEARNER_REQUEST_TEXT_LIMIT } from '@/domain/limits';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  ADA_B_ID,
  adaAtB,
  GRACE_ID,
  openRequestWrites,
  OPENED_EVENT_ID,
  REQUEST_ID,
  requestPath,
  requestStepWrites,
  seedLearnerCertificates,
  seedOpenRequest,
} from './learner-documents';
import { altering, commit, eventPath, without } from './writes';
import {
  actorOf,
  allows,
  CENTRE_A,
  CENTRE_B,
  clientTime,
  expectAccess,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  LEARNER_EMAIL,
  startEachTestEmpty,
  type Scenario,
} from './harness';

/**
 * A learner's requests to their centre (docs/decisions/031-learners.md): opened by the learner
 * whose address the certificate names, with its event; read by them and by staff who reach the
 * certificate's centre; answered or closed by those staff, each step with its event.
 */

const requests: Scenario = {
  seed: async () => {
    await seedLearnerCertificates();
    await seedOpenRequest();
  },
  operations: {
    get: (db) => getDocFromServer(doc(db, requestPath())),
    list: (db) =>
      getDocsFromServer(
        query(
          collection(db, collections.learnerRequests),
          where('ownerUid', '==', actorOf('learner').uid),
        ),
      ),
    create: (db, actor) =>
      commit(
        db,
        openRequestWrites({ requestId: 'request-2' }, { ownerUid: actor.uid, email: actor.email }),
      ),
    update: (db, actor) => commit(db, requestStepWrites('answer', actor)),
    delete: (db) => deleteDoc(doc(db, requestPath())),
  },
};

const learnerDb = () => firestoreAs('learner');

describe('learner requests', () => {
  startEachTestEmpty();

  it('are opened by the learner, read by them and the staff who reach the centre, answered by those staff', async () => {
    const none = allows();
    await expectAccess(requests, {
      learner: allows('get', 'list', 'create'),
      otherLearner: none,
      // The query names no centre: an admin's, not a centre's staff's.
      staff: allows('get', 'list', 'update'),
      centreStaff: allows('get', 'update'),
      otherCentreStaff: none,
      signedIn: none,
      anonymous: none,
      visitor: none,
    });
  });

  it('are listed by a centre’s staff by a query of their centre', async () => {
    await seedLearnerCertificates();
    await seedOpenRequest();
    const byCentre = (centreNumber: string) => (db: Awaited<ReturnType<typeof learnerDb>>) =>
      getDocsFromServer(
        query(
          collection(db, collections.learnerRequests),
          where('centreNumber', '==', centreNumber),
        ),
      );
    const found = await byCentre(CENTRE_A)(await firestoreAs('centreStaff'));
    expect(found.docs.map((entry) => entry.id)).toEqual([REQUEST_ID]);
    await expectDenied(byCentre(CENTRE_A)(await firestoreAs('otherCentreStaff')));
    await expectDenied(
      getDocsFromServer(collection(await learnerDb(), collections.learnerRequests)),
    );
    const events = query(
      collection(await firestoreAs('centreStaff'), collections.auditEvents),
      where('centreNumber', '==', CENTRE_A),
    );
    expect((await getDocsFromServer(events)).docs.map((entry) => entry.id)).toContain(
      OPENED_EVENT_ID,
    );
  });

  describe('opened', () => {
    it('about a certificate of the learner’s at another centre, filed under that centre', async () => {
      await seedLearnerCertificates();
      const writes = openRequestWrites({
        certificateId: ADA_B_ID,
        centreNumber: adaAtB.centreNumber,
      });
      await expectAllowed(commit(await learnerDb(), writes));
    });

    it.each([
      ['about another learner’s certificate', { certificateId: GRACE_ID }],
      ['under another centre than the certificate’s', { centreNumber: CENTRE_B }],
      ['of a kind there is not', { kind: 'refund' }],
      ['with no text', { text: '' }],
      [
        `with text over ${LEARNER_REQUEST_TEXT_LIMIT} characters`,
        { text: 'x'.repeat(LEARNER_REQUEST_TEXT_LIMIT + 1) },
      ],
      ['with text that is not text', { text: ['King'] }],
      ['answered already', { status: 'answered' }],
      ['at a client time', { at: clientTime() }],
      ['in another account’s name', { ownerUid: actorOf('otherLearner').uid }],
      ['under another address', { email: 'someone@example.org' }],
      ['with a key of its own', { priority: 'high' }],
    ])('refused %s', async (_case, changes) => {
      await seedLearnerCertificates();
      await expectDenied(commit(await learnerDb(), openRequestWrites({}, changes)));
    });

    it.each([
      [
        'without its event',
        (writes: ReturnType<typeof openRequestWrites>) =>
          without(writes, eventPath(OPENED_EVENT_ID)),
      ],
      [
        'with an event of another step',
        (writes: ReturnType<typeof openRequestWrites>) =>
          altering(writes, eventPath(OPENED_EVENT_ID), { action: 'learner-request.answered' }),
      ],
      [
        'with an event recording another change',
        (writes: ReturnType<typeof openRequestWrites>) =>
          altering(writes, eventPath(OPENED_EVENT_ID), {
            changes: { status: { from: null, to: 'answered' } },
          }),
      ],
      [
        'with an event after another',
        (writes: ReturnType<typeof openRequestWrites>) =>
          altering(writes, eventPath(OPENED_EVENT_ID), { prevEventId: 'earlier' }),
      ],
      [
        'with an event of another subject',
        (writes: ReturnType<typeof openRequestWrites>) =>
          altering(writes, eventPath(OPENED_EVENT_ID), { subject: 'someone@example.org' }),
      ],
      [
        'with an event under another centre',
        (writes: ReturnType<typeof openRequestWrites>) =>
          altering(writes, eventPath(OPENED_EVENT_ID), { centreNumber: CENTRE_B }),
      ],
      [
        'with an event at a client time',
        (writes: ReturnType<typeof openRequestWrites>) =>
          altering(writes, eventPath(OPENED_EVENT_ID), { at: clientTime() }),
      ],
      [
        'with an event of a key of its own',
        (writes: ReturnType<typeof openRequestWrites>) =>
          altering(writes, eventPath(OPENED_EVENT_ID), { reason: 'x' }),
      ],
      [
        'with an event under an id another step derives',
        (writes: ReturnType<typeof openRequestWrites>) => [
          ...without(
            altering(writes, requestPath(), { lastEventId: 'removed-x' }),
            eventPath(OPENED_EVENT_ID),
          ),
          {
            ...writes.find((write) => write.path === eventPath(OPENED_EVENT_ID))!,
            path: eventPath('removed-x'),
          },
        ],
      ],
    ])('refused %s', async (_case, alter) => {
      await seedLearnerCertificates();
      await expectDenied(commit(await learnerDb(), alter(openRequestWrites())));
    });

    it('refused to the learner’s address unproved, and the event alone to anyone', async () => {
      await seedLearnerCertificates();
      const unproved = await firestoreWithToken(actorOf('learner').uid, {
        email: LEARNER_EMAIL,
        email_verified: false,
      });
      await expectDenied(commit(unproved, openRequestWrites()));
      const event = openRequestWrites().find((write) => write.path === eventPath(OPENED_EVENT_ID))!;
      await expectDenied(commit(await learnerDb(), [event]));
      await expectDenied(commit(await firestoreAs('staff'), [event]));
    });
  });

  describe('answered and closed', () => {
    it('closed once answered, and given no step after', async () => {
      await seedLearnerCertificates();
      await seedOpenRequest('answered');
      const db = await firestoreAs('centreStaff');
      const lee = actorOf('centreStaff');
      // Answered again: the status does not change, so nothing but the event would.
      await expectDenied(commit(db, requestStepWrites('answer', lee, 'open', 'e1')));
      await expectAllowed(commit(db, requestStepWrites('close', lee, 'answered', 'e2')));
      await expectDenied(commit(db, requestStepWrites('close', lee, 'answered', 'e3')));
      await expectDenied(commit(db, requestStepWrites('answer', lee, 'open', 'e4')));
    });

    it.each([
      [
        'without its event',
        (writes: ReturnType<typeof requestStepWrites>) =>
          without(writes, eventPath('request-1-answer')),
      ],
      [
        'recording another change',
        (writes: ReturnType<typeof requestStepWrites>) =>
          altering(writes, eventPath('request-1-answer'), {
            changes: { status: { from: 'open', to: 'closed' } },
          }),
      ],
      [
        'after another event',
        (writes: ReturnType<typeof requestStepWrites>) =>
          altering(writes, eventPath('request-1-answer'), { prevEventId: null }),
      ],
      [
        'as another step',
        (writes: ReturnType<typeof requestStepWrites>) =>
          altering(writes, eventPath('request-1-answer'), { action: 'learner-request.closed' }),
      ],
      [
        'changing its text too',
        (writes: ReturnType<typeof requestStepWrites>) =>
          altering(writes, requestPath(), { text: 'Nothing to change.' }),
      ],
      [
        'to a status there is not',
        (writes: ReturnType<typeof requestStepWrites>) =>
          altering(writes, requestPath(), { status: 'done' }),
      ],
    ])('refused %s', async (_case, alter) => {
      await seedLearnerCertificates();
      await seedOpenRequest();
      await expectDenied(
        commit(
          await firestoreAs('centreStaff'),
          alter(requestStepWrites('answer', actorOf('centreStaff'))),
        ),
      );
    });

    it('never by the learner, nor by staff of another centre', async () => {
      await seedLearnerCertificates();
      await seedOpenRequest();
      await expectDenied(commit(await learnerDb(), requestStepWrites('close', actorOf('learner'))));
      await expectDenied(
        commit(
          await firestoreAs('otherCentreStaff'),
          requestStepWrites('answer', actorOf('otherCentreStaff')),
        ),
      );
    });
  });
});
