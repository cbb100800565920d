import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocFromServer,
  getDocsFromServer,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import type { StatusReason } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import { STATUS_NOTE_LIMIT } from '@/domain/limits';
import type { StaffActor } from '@/domain/staff';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { idOf } from '@/domain/plans/plan';
import { siobhan, tomasz } from '@/testing/learners';

import {
  createdEventId,
  creationWrites,
  editedEventId,
  seedCertificate,
  SIOBHAN_ID,
  TOMASZ_ID,
} from './certificate-documents';
import { editWrites } from './edit-documents';
import { checkWrites } from './public-check-documents';
import {
  requestedEventId,
  requestedReasons,
  requestPath,
  replacementStepWrites,
  seedCertificateIn,
  statusStepWrites,
  takenStepWrites,
  type Standing,
} from './status-documents';
import { commit, eventPath, without, type Write } from './writes';
import {
  actorOf,
  allows,
  COLLEAGUE,
  everyone,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  firestoreWithToken,
  impostors,
  resetDatabase,
  seed,
  STAFF,
  startEachTestEmpty,
  type Scenario,
  clientTime,
} from './harness';

const malpractice: StatusReason = { code: 'malpractice', note: 'Coursework copied.' };
const when = Timestamp.fromDate(new Date('2025-10-02T10:00:00Z'));
const suspended: Standing = {
  status: 'suspended',
  statusReason: malpractice,
  statusChangedAt: when,
};
const withdrawn: Standing = {
  status: 'withdrawn',
  statusReason: malpractice,
  statusChangedAt: when,
};
const replaced: Standing = {
  status: 'replaced',
  statusReason: { code: 'change-of-name', note: '' },
  statusChangedAt: when,
  replacedBy: TOMASZ_ID,
};
const pending: Standing = { pendingStatus: 'withdrawn' };
const pendingReplacement: Standing = { pendingStatus: 'replaced' };

/** The steps, as the app takes them (planStatusStep), from a standing. */
const steps = {
  suspend: (before: Standing = {}, options = {}) =>
    takenStepWrites(
      SIOBHAN_ID,
      siobhan,
      { kind: 'suspend', reason: malpractice },
      {
        before,
        ...options,
      },
    ),
  reinstate: (before: Standing = suspended, options = {}) =>
    takenStepWrites(SIOBHAN_ID, siobhan, { kind: 'reinstate' }, { before, ...options }),
  request: (before: Standing = {}, options = {}) =>
    takenStepWrites(
      SIOBHAN_ID,
      siobhan,
      { kind: 'request-withdrawal', reason: malpractice },
      {
        before,
        ...options,
      },
    ),
  approve: (before: Standing = pending, options = {}) =>
    takenStepWrites(SIOBHAN_ID, siobhan, { kind: 'approve-withdrawal' }, { before, ...options }),
  reject: (before: Standing = pending, options = {}) =>
    takenStepWrites(SIOBHAN_ID, siobhan, { kind: 'reject-withdrawal' }, { before, ...options }),
  requestReplacement: (before: Standing = {}, options = {}) =>
    takenStepWrites(
      SIOBHAN_ID,
      siobhan,
      { kind: 'request-replacement', reason: requestedReasons.replaced },
      { before, ...options },
    ),
  rejectReplacement: (before: Standing = pendingReplacement, options = {}) =>
    takenStepWrites(SIOBHAN_ID, siobhan, { kind: 'reject-replacement' }, { before, ...options }),
};

async function asStaff(writes: Promise<Write[]>, who = STAFF) {
  const db = who === STAFF ? await firestoreAs('staff') : await colleagueDb();
  return commit(db, await writes);
}

function colleagueDb() {
  return firestoreWithToken(COLLEAGUE.uid, {
    email: COLLEAGUE.email,
    email_verified: true,
    staff: true,
  });
}

/** `writes` with the event that records `field` giving another new value for it. */
function misstating(writes: Write[], field: string, to: unknown): Write[] {
  const isEventOf = (write: Write) =>
    write.op === 'set' &&
    write.path.startsWith(`${collections.auditEvents}/`) &&
    field in (write.data.changes as object);
  if (!writes.some(isEventOf)) throw new Error(`No event records ${field}.`);
  return writes.map((write) => {
    if (write.op === 'delete' || !isEventOf(write)) return write;
    const changes = write.data.changes as Record<string, object>;
    return {
      ...write,
      data: { ...write.data, changes: { ...changes, [field]: { ...changes[field], to } } },
    };
  });
}

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

/**
 * Completing the replacement a colleague asked for, as the app plans it: adding Tomasz's
 * certificate as the replacement of Siobhán's (planAddCertificate), and marking hers replaced for
 * the reason given with the request and removing the request (planReplacement).
 */
async function replacementWrites({
  newChanges = {},
  oldChanges = {},
  oldIndexChanges = {},
  newId = TOMASZ_ID,
  before = pendingReplacement,
  actor = STAFF,
}: {
  newChanges?: Record<string, unknown>;
  oldChanges?: Record<string, unknown>;
  oldIndexChanges?: Record<string, unknown>;
  newId?: string;
  before?: Standing;
  actor?: StaffActor;
} = {}): Promise<Write[]> {
  const adding = await creationWrites(
    newId,
    tomasz,
    { replaces: SIOBHAN_ID, ...newChanges },
    actor,
  );
  const marking = await replacementStepWrites(SIOBHAN_ID, siobhan, newId, {
    changes: oldChanges,
    indexChanges: oldIndexChanges,
    before,
    actor,
  });
  return [...adding, ...marking];
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
      const backDated = { statusChangedAt: when };
      await expectDenied(
        asStaff(steps.approve(pending, { changes: backDated, indexChanges: backDated })),
      );
    });

    it.each([
      ['back-dated', { statusChangedAt: when }],
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
        { changes: { statusChangedAt: when }, indexChanges: { statusChangedAt: when } },
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
      ['index entries with another time', { indexChanges: { statusChangedAt: when } }],
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

  describe('replacement', () => {
    it.each([
      ['without its back link on the new certificate', { newChanges: { replaces: undefined } }],
      ['naming another certificate as replaced', { newChanges: { replaces: 'cert-other' } }],
      ['linked to another new certificate', { oldChanges: { replacedBy: 'cert-other' } }],
      ['without a reason', { oldChanges: { statusReason: undefined } }],
      [
        'for a reason other than the one requested',
        { oldChanges: { statusReason: { code: 'other', note: 'Changed.' } } },
      ],
      ['that leaves the request pending', { oldChanges: { pendingStatus: 'replaced' } }],
    ])('refuses a replacement %s', async (_case, options) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await expectDenied(asStaff(replacementWrites(options)));
    });

    it('refuses marking a certificate replaced by one that already exists, even one naming it', async () => {
      // As an administrator's repair could leave it: a certificate on the register that names,
      // as the one it replaces, a certificate that is still valid.
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await seedCertificateIn(TOMASZ_ID, tomasz, { replaces: SIOBHAN_ID });
      const adding = new Set(
        (await creationWrites(TOMASZ_ID, tomasz, { replaces: SIOBHAN_ID })).map(({ path }) => path),
      );
      const marking = (await replacementWrites()).filter(({ path }) => !adding.has(path));
      await expectDenied(asStaff(Promise.resolve(marking)));
    });

    it.each([
      ['the new certificate it names', 'replacedBy', 'cert-other'],
      ['the certificate it replaces', 'replaces', 'cert-other'],
    ])('refuses a replacement whose event misstates %s', async (_case, field, to) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await expectDenied(asStaff(replacementWrites().then((w) => misstating(w, field, to))));
    });

    it('refuses a new certificate naming as replaced one that is valid, whatever link it holds', async () => {
      // A state no step leaves: a valid certificate already naming a replacement.
      await seedCertificateIn(TOMASZ_ID, tomasz, { replacedBy: 'cert-new' });
      await expectDenied(asStaff(creationWrites('cert-new', siobhan, { replaces: TOMASZ_ID })));
    });

    it('refuses a second certificate claiming to replace one another has replaced', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {
        status: 'replaced',
        statusReason: requestedReasons.replaced,
        statusChangedAt: when,
        replacedBy: TOMASZ_ID,
      });
      const second = { ...tomasz, certificateNumber: '086529011', studentNumber: 'Q7000011' };
      await expectDenied(asStaff(creationWrites('cert-second', second, { replaces: SIOBHAN_ID })));
    });

    it('refuses a new certificate claiming to replace one that is not marked', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      await expectDenied(asStaff(creationWrites(TOMASZ_ID, tomasz, { replaces: SIOBHAN_ID })));
    });

    it('leaves the old index entries answering, as replaced', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      const writes = (await replacementWrites()).filter(
        (write) =>
          !write.path.startsWith(`${collections.verificationIndex}/`) ||
          write.op !== 'set' ||
          write.data.certificateId !== SIOBHAN_ID,
      );
      await expectDenied(asStaff(Promise.resolve(writes)));
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
