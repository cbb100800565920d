import { collection, deleteDoc, doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { STATUS_NOTE_LIMIT } from '@/domain/limits';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { idOf } from '@/domain/plans/plan';
import { siobhan } from '@/testing/learners';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import { SIOBHAN_ID, TOMASZ_ID } from './certificate-documents';
import { editWrites } from './edit-documents';
import { checkWrites } from './public-check-documents';
import {
  asStaff,
  malpractice,
  misstating,
  pending,
  pendingReplacement,
  replaced,
  replacementWrites,
  requestPath,
  seedCertificateIn,
  seededSince,
  type Standing,
  statusStepWrites,
  steps,
  suspended,
  withdrawn,
} from './status-documents';
import { commit, type Write } from './writes';
import {
  actorOf,
  allows,
  COLLEAGUE,
  everyone,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  impostors,
  resetDatabase,
  startEachTestEmpty,
  type Scenario,
  clientTime,
} from './harness';

/** An edit's writes with the index entries showing the certificate's standing, as they must. */
function keepingStatus(writes: Write[], standing: Standing): Promise<Write[]> {
  const { status, statusChangedAt } = standing;
  return Promise.resolve(
    writes.map((write) =>
      write.op === 'set' && write.path.startsWith(`${collections.verificationIndex}/`)
        ? { ...write, data: { ...write.data, status, statusChangedAt } }
        : write,
    ),
  );
}

describe('certificate status', () => {
  startEachTestEmpty();

  describe('each step allowed from where it may start', () => {
    it.each([
      ['suspends a valid certificate', {}, 'suspend'],
      ['reinstates a suspended one', suspended, 'reinstate'],
      ['requests the withdrawal of a valid one', {}, 'request'],
      ['requests the withdrawal of a suspended one', suspended, 'request'],
      ['approves a colleague’s request', pending, 'approve'],
      [
        'approves a colleague’s request on a suspended one',
        { ...suspended, ...pending },
        'approve',
      ],
      ['rejects a colleague’s request', pending, 'reject'],
      ['requests the replacement of a valid one', {}, 'requestReplacement'],
      ['rejects a colleague’s request for a replacement', pendingReplacement, 'rejectReplacement'],
    ] as const)('%s', async (_case, before, step) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, before);
      await expectAllowed(asStaff(steps[step](before)));
    });

    it('shows a verifier the new status at once, and never the reason', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await asStaff(steps.approve());
      const { certificateIndex } = await documentsForCertificate(SIOBHAN_ID, siobhan);
      const visitor = await firestoreAs('visitor');
      const key = idOf(certificateIndex.path);
      await commit(visitor, checkWrites(actorOf('visitor').uid, 'check-1', [key]));
      const entry = await getDocFromServer(doc(visitor, certificateIndex.path));
      expect(entry.data()).toMatchObject({ status: 'withdrawn' });
      expect(entry.get('statusChangedAt')).toBeInstanceOf(Timestamp);
      expect(Object.keys(entry.data() ?? {})).not.toContain('statusReason');
    });

    it('replaces a certificate a colleague asked to replace, linked both ways in one commit', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await expectAllowed(asStaff(replacementWrites()));
    });
  });

  describe('transitions that do not exist', () => {
    it.each([
      ['suspending a suspended certificate', suspended, 'suspend'],
      ['suspending a withdrawn certificate', withdrawn, 'suspend'],
      ['suspending a replaced certificate', replaced, 'suspend'],
      ['suspending while a withdrawal waits', pending, 'suspend'],
      ['reinstating a valid certificate', {}, 'reinstate'],
      ['reinstating a withdrawn certificate', withdrawn, 'reinstate'],
      ['reinstating a replaced certificate', replaced, 'reinstate'],
      ['reinstating while a withdrawal waits', { ...suspended, ...pending }, 'reinstate'],
      ['requesting the withdrawal of a withdrawn certificate', withdrawn, 'request'],
      ['requesting the withdrawal of a replaced certificate', replaced, 'request'],
      ['requesting a second withdrawal while one waits', pending, 'request'],
      ['approving a withdrawal nobody requested', {}, 'approve'],
      ['rejecting a withdrawal nobody requested', {}, 'reject'],
      ['requesting the replacement of a suspended certificate', suspended, 'requestReplacement'],
      ['requesting the replacement of a withdrawn certificate', withdrawn, 'requestReplacement'],
      ['requesting the replacement of a replaced certificate', replaced, 'requestReplacement'],
      ['requesting a replacement while a withdrawal waits', pending, 'requestReplacement'],
      ['requesting a withdrawal while a replacement waits', pendingReplacement, 'request'],
      ['requesting a second replacement', pendingReplacement, 'requestReplacement'],
      ['rejecting a replacement nobody requested', {}, 'rejectReplacement'],
      ['rejecting a withdrawal as a replacement', pending, 'rejectReplacement'],
      ['rejecting a replacement as a withdrawal', pendingReplacement, 'reject'],
      ['approving a replacement request as a withdrawal', pendingReplacement, 'approve'],
    ] as const)('refuses %s', async (_case, before, step) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, before);
      await expectDenied(asStaff(steps[step](before)));
    });

    it('refuses withdrawing a certificate in one step, skipping the request', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      const direct = statusStepWrites(SIOBHAN_ID, siobhan, 'certificate.withdrawn', {
        status: 'withdrawn',
        statusReason: malpractice,
      });
      await expectDenied(asStaff(direct));
    });

    it.each([
      ['a valid certificate nobody asked to replace', {}],
      ['a suspended certificate', suspended],
      ['a replaced certificate again', replaced],
      ['a withdrawn certificate', withdrawn],
      ['a certificate whose withdrawal waits', pending],
    ])('refuses replacing %s', async (_case, before) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, before);
      await expectDenied(asStaff(replacementWrites({ before, newId: 'cert-new' })));
    });
  });

  describe('what every step must carry', () => {
    it.each([
      ['no reason', { changes: { statusReason: undefined } }],
      [
        'a reason that is not on the list',
        { changes: { statusReason: { code: 'fraud', note: '' } } },
      ],
      ['other without a note', { changes: { statusReason: { code: 'other', note: '' } } }],
      [
        `a note over ${STATUS_NOTE_LIMIT} characters`,
        { changes: { statusReason: { code: 'other', note: 'n'.repeat(STATUS_NOTE_LIMIT + 1) } } },
      ],
      ['a reason with an extra field', { changes: { statusReason: { ...malpractice, by: 'x' } } }],
      ['a reason as text', { changes: { statusReason: 'malpractice' } }],
      ['a note as a list', { changes: { statusReason: { ...malpractice, note: ['Copied.'] } } }],
      ['a client time', { changes: { statusChangedAt: clientTime() } }],
      [
        'a back-dated time the index entries show too',
        {
          changes: { statusChangedAt: seededSince },
          indexChanges: { statusChangedAt: seededSince },
        },
      ],
      ['no time', { changes: { statusChangedAt: undefined } }],
      ['a client time for the update', { changes: { updatedAt: clientTime() } }],
      ['another editor', { changes: { updatedByUid: COLLEAGUE.uid } }],
      ['a change of name as well', { changes: { surname: 'Byrne' } }],
      ['a link to a replacement', { changes: { replacedBy: TOMASZ_ID } }],
      [
        'another status than the step’s, shown by the index and the event alike',
        { changes: { status: 'withdrawn' }, indexChanges: { status: 'withdrawn' } },
      ],
      ['index entries left showing it valid', { indexChanges: { status: 'valid' } }],
      ['index entries with another time', { indexChanges: { statusChangedAt: seededSince } }],
      ['index entries giving the reason', { indexChanges: { statusReason: malpractice } }],
      ['an event for another action', { eventChanges: { action: 'certificate.edited' } }],
      [
        'an event that hides the reason',
        { eventChanges: { changes: { status: { from: null, to: 'suspended' } } } },
      ],
      ['an event giving a reason field', { eventChanges: { reason: malpractice } }],
      ['an event starting a new history', { eventChanges: { prevEventId: null } }],
      ['an event after another than its last', { eventChanges: { prevEventId: 'another-event' } }],
    ])('refuses a suspension with %s', async (_case, options) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      await expectDenied(asStaff(steps.suspend({}, options)));
    });

    it('refuses a suspension that leaves the index entries as they were', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      const writes = (await steps.suspend()).filter(
        (write) => !write.path.startsWith(`${collections.verificationIndex}/`),
      );
      await expectDenied(asStaff(Promise.resolve(writes)));
    });

    // What isStatusStep() holds every step to, sent step by step, so that dropping it from any
    // one step is noticed.
    const stepsFrom = [
      ['suspension', 'suspend', {}],
      ['reinstatement', 'reinstate', suspended],
      ['withdrawal request', 'request', {}],
      ['withdrawal', 'approve', pending],
      ['rejection', 'reject', pending],
    ] as const;
    const slips = [
      ['changes a name as well', { changes: { surname: 'Byrne' } }],
      ['names another editor', { changes: { updatedByUid: COLLEAGUE.uid } }],
      ['has index entries showing another learner', { indexChanges: { learner: 'Ann Other' } }],
      ['has an event for another action', { eventChanges: { action: 'certificate.edited' } }],
    ] as const;
    it.each(
      stepsFrom.flatMap(([name, step, before]) =>
        slips.map(([slip, options]) => [name, slip, step, before, options] as const),
      ),
    )('refuses a %s that %s', async (_name, _slip, step, before, options) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, before);
      await expectDenied(asStaff(steps[step](before, options)));
    });

    it.each([
      ['suspension', 'suspend', {}, 'status', 'withdrawn'],
      ['suspension', 'suspend', {}, 'statusReason', { code: 'other', note: 'Something else.' }],
      ['reinstatement', 'reinstate', suspended, 'statusReason', malpractice],
      ['withdrawal request', 'request', {}, 'pendingStatus', 'suspended'],
      ['withdrawal', 'approve', pending, 'pendingStatus', 'suspended'],
      ['rejection', 'reject', pending, 'pendingStatus', 'suspended'],
    ] as const)(
      'refuses a %s whose event misstates the %s',
      async (_name, step, before, field, to) => {
        await seedCertificateIn(SIOBHAN_ID, siobhan, before);
        await expectDenied(asStaff(steps[step](before).then((w) => misstating(w, field, to))));
      },
    );

    it('refuses a reinstatement that keeps the reason', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, suspended);
      await expectDenied(
        asStaff(steps.reinstate(suspended, { changes: { statusReason: malpractice } })),
      );
    });

    it('refuses every step to anyone but staff', async () => {
      for (const who of [...everyone.filter((caller) => caller !== 'staff'), ...impostors]) {
        await resetDatabase();
        await seedCertificateIn(SIOBHAN_ID, siobhan, {});
        const db = await firestoreAs(who);
        await expectDenied(commit(db, await steps.suspend({}, { actor: actorOf(who) })));
        await expectDenied(commit(db, await steps.request({}, { actor: actorOf(who) })));
        // A decision, which removes the request.
        await resetDatabase();
        await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
        await expectDenied(commit(db, await steps.approve(pending, { actor: actorOf(who) })));
      }
    });
  });

  describe('withdrawn and replaced certificates', () => {
    it.each([
      ['withdrawn', withdrawn],
      ['replaced', replaced],
    ])(
      'a %s certificate cannot be edited, so its numbers are never released',
      async (_s, before) => {
        await seedCertificateIn(SIOBHAN_ID, siobhan, before);
        // The entries keep showing the status, so only the status refuses the edit.
        const edit = async (after: typeof siobhan) =>
          keepingStatus(await editWrites(SIOBHAN_ID, siobhan, after), before);
        await expectDenied(asStaff(edit({ ...siobhan, certificateNumber: '086524777' })));
        await expectDenied(asStaff(edit({ ...siobhan, surname: 'Byrne' })));
        await expectDenied(asStaff(edit({ ...siobhan, courseName: 'New course' })));
      },
    );

    it('a suspended certificate can still be corrected, its entries keeping the status', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, suspended);
      const writes = await editWrites(SIOBHAN_ID, siobhan, {
        ...siobhan,
        courseName: 'New course',
      });
      await expectAllowed(asStaff(keepingStatus(writes, suspended)));
    });
  });

  describe('statusRequests', () => {
    const requests: Scenario = {
      seed: () => seedCertificateIn(SIOBHAN_ID, siobhan, pending),
      operations: {
        get: (db) => getDocFromServer(doc(db, requestPath(SIOBHAN_ID))),
        list: (db) => getDocsFromServer(collection(db, collections.statusRequests)),
        create: (db, actor) =>
          setDoc(doc(db, requestPath(TOMASZ_ID)), {
            status: 'withdrawn',
            reason: malpractice,
            requestedBy: actor.email,
            requestedByUid: actor.uid,
            requestedAt: serverTimestamp(),
          }),
        update: (db) =>
          setDoc(doc(db, requestPath(SIOBHAN_ID)), { status: 'withdrawn', reason: malpractice }),
        delete: (db) => deleteDoc(doc(db, requestPath(SIOBHAN_ID))),
      },
    };

    it('are read by staff, and written only with the certificate’s own step', async () => {
      await expectMatrix(requests, {
        anonymous: allows(),
        signedIn: allows(),
        staff: allows('get', 'list'),
      });
    });
  });
});
