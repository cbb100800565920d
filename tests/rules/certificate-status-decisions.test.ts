import {
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { siobhan, tomasz } from '@/testing/learners';

import {
  createdEventId,
  editedEventId,
  seedCertificate,
  SIOBHAN_ID,
  TOMASZ_ID,
} from './certificate-documents';
import { editWrites } from './edit-documents';
import {
  asStaff,
  malpractice,
  pending,
  pendingReplacement,
  replacementWrites,
  requestedEventId,
  requestedReasons,
  requestPath,
  seedCertificateIn,
  seededSince,
  statusStepWrites,
  steps,
  suspended,
} from './status-documents';
import { commit, eventPath, without, type Write } from './writes';
import {
  COLLEAGUE,
  expectAllowed,
  expectDenied,
  firestoreAs,
  resetDatabase,
  seed,
  STAFF,
  startEachTestEmpty,
  clientTime,
} from './harness';

/** A withdrawal request as staff file it, in STAFF's name. */
function filedRequest(reason: object = malpractice) {
  return {
    status: 'withdrawn',
    reason,
    requestedBy: STAFF.email,
    requestedByUid: STAFF.uid,
    requestedAt: serverTimestamp(),
    centreNumber: siobhan.centreNumber,
  };
}

/**
 * The steps that take two people (planStatusStep): a withdrawal or a replacement asked for by one
 * staff member and approved or rejected by another, never by the one who asked.
 */

describe('certificate status', () => {
  startEachTestEmpty();

  describe('two people for a withdrawal or a replacement', () => {
    it('refuses the one who requested it deciding it', async () => {
      for (const [step, before] of [
        ['approve', pending],
        ['reject', pending],
        ['rejectReplacement', pendingReplacement],
      ] as const) {
        await resetDatabase();
        await seedCertificateIn(SIOBHAN_ID, siobhan, before, STAFF);
        await expectDenied(asStaff(steps[step](before)));
        await expectAllowed(asStaff(steps[step](before, { actor: COLLEAGUE }), COLLEAGUE));
      }
    });

    it('rests on the history, not the request document: a request left in another’s name does not let the asker decide', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending, STAFF);
      await seed((db) =>
        commit(db, [
          {
            op: 'set',
            path: requestPath(SIOBHAN_ID),
            data: {
              ...filedRequest(),
              requestedBy: COLLEAGUE.email,
              requestedByUid: COLLEAGUE.uid,
            },
          },
        ]),
      );
      await expectDenied(asStaff(steps.approve()));
      await expectDenied(asStaff(steps.reject()));
    });

    it('refuses a decision on a certificate marked pending with no request in its history', async () => {
      // A state no step leaves, as a script writing past the rules might: pending, its last event
      // the creation.
      await seedCertificate(SIOBHAN_ID, siobhan, pending);
      const asStored = { ...pending, lastEventId: createdEventId(SIOBHAN_ID) };
      await expectDenied(asStaff(steps.approve(asStored)));
      await expectDenied(asStaff(steps.reject(asStored)));
    });

    it('refuses a withdrawal of a certificate whose pending mark is gone, its last event asking for one', async () => {
      // A state no step leaves, as a script writing past the rules might: the request and its
      // event in place, the certificate no longer marked pending.
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await seed((db) =>
        updateDoc(doc(db, 'certificates', SIOBHAN_ID), { pendingStatus: deleteField() }),
      );
      const withdrawal = statusStepWrites(
        SIOBHAN_ID,
        siobhan,
        'certificate.withdrawn',
        { status: 'withdrawn', statusReason: requestedReasons.withdrawn, pendingStatus: null },
        { before: { lastEventId: requestedEventId(SIOBHAN_ID) }, request: 'remove' },
      );
      await expectDenied(asStaff(withdrawal));
    });

    it('refuses a decision when the last event is another than the request', async () => {
      // A state no step leaves: pending, its last event by a colleague but not the request.
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await seed((db) =>
        updateDoc(doc(db, eventPath(requestedEventId(SIOBHAN_ID))), {
          action: 'certificate.edited',
        }),
      );
      await expectDenied(asStaff(steps.approve()));
      await expectDenied(asStaff(steps.reject()));
    });

    it('refuses an approval that leaves the certificate pending', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await expectDenied(
        asStaff(steps.approve(pending, { changes: { pendingStatus: 'withdrawn' } })),
      );
      await expectDenied(
        asStaff(steps.reject(pending, { changes: { pendingStatus: 'withdrawn' } })),
      );
    });

    it('refuses an approval that leaves the certificate pending, its request already gone', async () => {
      // A state no step leaves, as a script writing past the rules might: pending, its request
      // document removed. With no request to remove, the decision's own rule is all that holds it.
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await seed((db) => deleteDoc(doc(db, requestPath(SIOBHAN_ID))));
      const stillPending = await steps.approve(pending, {
        changes: { pendingStatus: 'withdrawn' },
      });
      await expectDenied(asStaff(Promise.resolve(without(stillPending, requestPath(SIOBHAN_ID)))));
      await expectAllowed(asStaff(steps.approve()));
    });

    it('refuses replacing a suspended certificate marked for replacement', async () => {
      // A state no step leaves: a replacement is asked for only of a valid certificate.
      const before = { ...suspended, ...pendingReplacement };
      await seedCertificateIn(SIOBHAN_ID, siobhan, before);
      await expectDenied(asStaff(replacementWrites({ before })));
    });

    it('refuses a replacement that marks the old certificate withdrawn, its entries agreeing', async () => {
      const status = { status: 'withdrawn' };
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await expectDenied(
        asStaff(replacementWrites({ oldChanges: status, oldIndexChanges: status })),
      );
    });

    it('refuses the one who requested a replacement completing it', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement, STAFF);
      await expectDenied(asStaff(replacementWrites()));
      await expectAllowed(asStaff(replacementWrites({ actor: COLLEAGUE }), COLLEAGUE));
    });

    it('refuses a decision that leaves the request in place', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await expectDenied(asStaff(steps.approve().then((w) => without(w, requestPath(SIOBHAN_ID)))));
      await expectDenied(asStaff(steps.reject().then((w) => without(w, requestPath(SIOBHAN_ID)))));
    });

    it('refuses a withdrawal back-dated, its index entries agreeing', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      const backDated = { statusChangedAt: seededSince };
      await expectDenied(
        asStaff(steps.approve(pending, { changes: backDated, indexChanges: backDated })),
      );
    });

    it.each([
      ['back-dated', { statusChangedAt: seededSince }],
      ['at a client time', { statusChangedAt: clientTime() }],
    ])('refuses a replacement %s, its index entries agreeing', async (_case, time) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await expectDenied(asStaff(replacementWrites({ oldChanges: time, oldIndexChanges: time })));
    });

    it('refuses an approval that sets another status, the index and the event agreeing', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      const otherStatus = { status: 'suspended' };
      await expectDenied(
        asStaff(steps.approve(pending, { changes: otherStatus, indexChanges: otherStatus })),
      );
    });

    it.each([
      ['a withdrawal', pending],
      ['a replacement', pendingReplacement],
    ])('refuses any edit while %s waits for a decision', async (_case, before) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, before);
      const editing = (after: typeof siobhan) => editWrites(SIOBHAN_ID, siobhan, after);
      // The edits name the request's event as the one before theirs, as the app would.
      const following = (writes: Write[]) =>
        writes.map((write) =>
          write.op === 'set' && write.path === eventPath(editedEventId(SIOBHAN_ID))
            ? { ...write, data: { ...write.data, prevEventId: requestedEventId(SIOBHAN_ID) } }
            : write,
        );
      await expectDenied(
        asStaff(editing({ ...siobhan, courseName: 'New course' }).then(following)),
      );
      await expectDenied(
        asStaff(editing({ ...siobhan, certificateNumber: '086524777' }).then(following)),
      );
    });

    it('refuses rewriting a waiting request in another name', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      const rewrite: Write = {
        op: 'set',
        path: requestPath(SIOBHAN_ID),
        data: filedRequest({ code: 'other', note: 'Filed again.' }),
      };
      await expectDenied(asStaff(Promise.resolve([rewrite])));
    });

    it('refuses filing a request on its own, even for a certificate left waiting without one', async () => {
      // A state no step leaves: pending, the request document removed past the rules.
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await seed((db) => deleteDoc(doc(db, requestPath(SIOBHAN_ID))));
      const filing: Write = { op: 'set', path: requestPath(SIOBHAN_ID), data: filedRequest() };
      await expectDenied(asStaff(Promise.resolve([filing])));
    });

    it('refuses a request step whose request is removed in the same commit', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      const removed: Write = { op: 'delete', path: requestPath(SIOBHAN_ID) };
      await expectDenied(asStaff(steps.request({}).then((writes) => [...writes, removed])));
    });

    it('refuses a request for no status, filed beside an edit that leaves nothing pending', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      const filing: Write = {
        op: 'set',
        path: requestPath(SIOBHAN_ID),
        data: { ...filedRequest(), status: null },
      };
      const edit = await editWrites(SIOBHAN_ID, siobhan, {
        ...siobhan,
        courseName: 'Larkfield Level 3 Award in Education',
      });
      await expectAllowed(asStaff(Promise.resolve(edit)));
      await resetDatabase();
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      await expectDenied(asStaff(Promise.resolve([...edit, filing])));
    });

    it('refuses removing a request on its own, even one whose certificate waits for nothing', async () => {
      // A state no step leaves: a request left behind on a certificate with nothing pending.
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      await seed((db) => setDoc(doc(db, requestPath(SIOBHAN_ID)), filedRequest()));
      await expectDenied(
        asStaff(Promise.resolve([{ op: 'delete', path: requestPath(SIOBHAN_ID) }])),
      );
    });

    it('refuses a request over one left behind: a request is filed new, never overwritten', async () => {
      // A state no step leaves: a request left behind on a certificate with nothing pending.
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      await seed((db) => setDoc(doc(db, requestPath(SIOBHAN_ID)), filedRequest()));
      await expectDenied(asStaff(steps.request({})));
      // Without it, the same request is filed.
      await seed((db) => deleteDoc(doc(db, requestPath(SIOBHAN_ID))));
      await expectAllowed(asStaff(steps.request({})));
    });

    it('refuses a replacement request while a withdrawal is pending, its request gone', async () => {
      // A state no step leaves: pending, the request document removed past the rules.
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await seed((db) => deleteDoc(doc(db, requestPath(SIOBHAN_ID))));
      await expectDenied(asStaff(steps.requestReplacement(pending)));
    });

    it('refuses a withdrawal request that marks the certificate for replacement, its request agreeing', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      const replaced = { pendingStatus: 'replaced' };
      await expectDenied(
        asStaff(steps.request({}, { changes: replaced, requestChanges: { status: 'replaced' } })),
      );
    });

    it('refuses filing a request beside an edit, with no withdrawal pending', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      const edit = await editWrites(SIOBHAN_ID, siobhan, { ...siobhan, courseName: 'New course' });
      const filing: Write = { op: 'set', path: requestPath(SIOBHAN_ID), data: filedRequest() };
      await expectDenied(asStaff(Promise.resolve([...edit, filing])));
      await expectAllowed(asStaff(Promise.resolve(edit)));
    });

    it('refuses removing a waiting request beside a suspension, leaving the withdrawal pending', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      await seedCertificateIn(TOMASZ_ID, tomasz, pending);
      const suspension = await steps.suspend();
      const removal: Write = { op: 'delete', path: requestPath(TOMASZ_ID) };
      await expectDenied(asStaff(Promise.resolve([...suspension, removal])));
      await expectAllowed(asStaff(Promise.resolve(suspension)));
    });

    it('refuses a withdrawal for a reason other than the one requested', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await expectDenied(
        asStaff(
          steps.approve(pending, {
            changes: { statusReason: { code: 'other', note: 'Changed.' } },
          }),
        ),
      );
    });

    it.each([
      ['without the request', { request: false }],
      [
        'with a request in a colleague’s name',
        { requestChanges: { requestedByUid: COLLEAGUE.uid } },
      ],
      ['with a request at a client time', { requestChanges: { requestedAt: clientTime() } }],
      ['with a request for another status', { requestChanges: { status: 'suspended' } }],
      ['with a request without a reason', { requestChanges: { reason: undefined } }],
      [
        'with an event giving another reason',
        { eventChanges: { reason: { code: 'other', note: 'Something else.' } } },
      ],
      ['with an event giving no reason', { eventChanges: { reason: undefined } }],
      ['with an extra field on the request', { requestChanges: { approvedBy: COLLEAGUE.uid } }],
      ['for a reason not on the list, the event giving it too', { reason: { code: 'fraud' } }],
      [
        'for ‘other’ without a note, the event giving it too',
        { reason: { code: 'other', note: '' } },
      ],
    ])('refuses a request filed %s', async (_case, options) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      await expectDenied(asStaff(steps.request({}, options)));
    });

    it('refuses a request or its removal on its own', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      const request = (await steps.request()).find(
        (write) => write.path === requestPath(SIOBHAN_ID),
      );
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, [request!]));
      await seedCertificateIn(SIOBHAN_ID, siobhan, pending);
      await expectDenied(deleteDoc(doc(db, requestPath(SIOBHAN_ID))));
    });
  });
});
