import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { REVIEW_NOTE_LIMIT } from '@/domain/limits';

import { getDocFromServer } from './server-reads';
import {
  attemptPath,
  failedAttempt,
  flagSuspicious,
  flagSuspiciousWrites,
  investigatedEventId,
  markUnderInvestigation,
  seedAttempt,
} from './attempt-documents';
import { altering, commit, withSecondEvent } from './writes';
import {
  actorOf,
  COLLEAGUE,
  COLLEAGUE_EMAIL,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  seed,
  STAFF,
  STAFF_EMAIL,
  startEachTestEmpty,
  clientTime,
} from './harness';

/**
 * The review steps on a failed attempt (planReviewStep): Flag Suspicious and Mark Under
 * Investigation, each with its own fields and its event, as staff take them.
 */

describe('failedVerifications', () => {
  startEachTestEmpty();

  describe('Flag Suspicious', () => {
    it('moves a failed record to suspicious, naming the staff member and the server time', async () => {
      await seedAttempt('failed');
      const db = await firestoreAs('staff');
      await expectAllowed(flagSuspicious(db));
      expect((await getDocFromServer(doc(db, attemptPath()))).data()).toMatchObject({
        status: 'suspicious',
        reviewedBy: STAFF_EMAIL,
        reviewedByUid: STAFF.uid,
        isUnderInvestigation: false,
      });
    });

    it('refuses flagging two attempts with one event, which records only one of them', async () => {
      await seedAttempt('failed', 'attempt-1');
      await seedAttempt('failed', 'attempt-2');
      const second = flagSuspiciousWrites({ id: 'attempt-2' });
      const [secondsEvent] = second.filter((write) => write.path.startsWith('auditEvents/'));
      const first = flagSuspiciousWrites({
        id: 'attempt-1',
        overrides: { lastEventId: secondsEvent!.path.split('/')[1] },
      }).filter((write) => !write.path.startsWith('auditEvents/'));
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, [...first, ...second]));
      await expectAllowed(commit(db, second));
    });

    it('refuses a flag with a second event about the attempt that it does not name', async () => {
      await seedAttempt('failed');
      const writes = flagSuspiciousWrites();
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, withSecondEvent(writes, 'planted-event')));
      await expectAllowed(commit(db, writes));
    });

    it('refuses a flag that sets another status, its event saying suspicious', async () => {
      await seedAttempt('failed');
      const writes = altering(flagSuspiciousWrites(), attemptPath(), { status: 'cleared' });
      await expectDenied(commit(await firestoreAs('staff'), writes));
    });

    it('accepts an empty note and a note of 2,000 characters', async () => {
      await seedAttempt('failed', 'attempt-1');
      await seedAttempt('failed', 'attempt-2');
      const db = await firestoreAs('staff');
      await expectAllowed(flagSuspicious(db, { overrides: { reviewNote: '' }, id: 'attempt-1' }));
      await expectAllowed(
        flagSuspicious(db, {
          overrides: { reviewNote: 'n'.repeat(REVIEW_NOTE_LIMIT) },
          id: 'attempt-2',
        }),
      );
    });

    it.each([
      ['a reviewer other than oneself', { reviewedBy: COLLEAGUE_EMAIL }],
      ['another staff member’s uid', { reviewedByUid: COLLEAGUE.uid }],
      ['no reviewer uid', { reviewedByUid: undefined }],
      ['a reviewer uid that is not text', { reviewedByUid: 7 }],
      ['the fixed label admin as reviewer', { reviewedBy: 'admin' }],
      ['a client time', { reviewedAt: clientTime() }],
      ['a note over the limit', { reviewNote: 'n'.repeat(REVIEW_NOTE_LIMIT + 1) }],
      ['a note that is not text', { reviewNote: 7 }],
      ['a note as a list', { reviewNote: ['Looks fine.'] }],
      ['another status', { status: 'resolved' }],
      ['the status left as failed', { status: undefined }],
      ['no reviewer', { reviewedBy: undefined }],
      ['no review time', { reviewedAt: undefined }],
      ['no note', { reviewNote: undefined }],
      ['a changed name', { surname: 'someone else' }],
      ['a changed time of attempt', { attemptedAt: serverTimestamp() }],
      ['the investigation fields as well', { isUnderInvestigation: true }],
      ['a new field', { flaggedFrom: 'dashboard' }],
    ])('refuses %s', async (_case, overrides) => {
      await seedAttempt('failed');
      await expectDenied(flagSuspicious(await firestoreAs('staff'), { overrides }));
    });

    it('refuses a record that is already suspicious', async () => {
      await seedAttempt('suspicious');
      await expectDenied(flagSuspicious(await firestoreAs('staff')));
    });

    it('refuses a record in any state but failed', async () => {
      const archived = failedAttempt({ status: 'archived' });
      await seed((db) => commit(db, [{ op: 'set', path: attemptPath(), data: archived }]));
      await expectDenied(flagSuspicious(await firestoreAs('staff')));
    });

    it('refuses a staff token without an e-mail address', async () => {
      await seedAttempt('failed');
      const db = await firestoreWithToken('staff-no-email', { staff: true });
      const noEmail = { uid: 'staff-no-email', email: '' };
      await expectDenied(
        flagSuspicious(db, { reviewer: noEmail, overrides: { reviewedBy: null } }),
      );
      await expectDenied(flagSuspicious(db, { reviewer: noEmail }));
    });

    it('refuses anyone but staff', async () => {
      await seedAttempt('failed');
      for (const who of ['anonymous', 'signedIn'] as const) {
        await expectDenied(flagSuspicious(await firestoreAs(who), { reviewer: actorOf(who) }));
      }
    });
  });

  describe('Mark Under Investigation', () => {
    it('refuses marking an attempt never flagged, its event following its empty history', async () => {
      await seedAttempt('failed');
      const db = await firestoreAs('staff');
      await expectDenied(markUnderInvestigation(db, { eventChanges: { prevEventId: null } }));
    });

    it('refuses a mark that leaves the record not under investigation, its event saying it is', async () => {
      await seedAttempt('suspicious');
      const db = await firestoreAs('staff');
      const note = 'Referred to the centre for confirmation of enrolment.';
      await expectDenied(
        markUnderInvestigation(db, {
          overrides: { isUnderInvestigation: 'yes', investigationNote: note },
          eventChanges: {
            changes: {
              investigationNote: { from: null, to: note },
              isUnderInvestigation: { from: false, to: true },
            },
          },
        }),
      );
    });

    it('marks a suspicious record, naming the staff member and the server time', async () => {
      await seedAttempt('suspicious');
      const db = await firestoreAs('staff');
      await expectAllowed(markUnderInvestigation(db));
      expect((await getDocFromServer(doc(db, attemptPath()))).data()).toMatchObject({
        status: 'suspicious',
        investigatedBy: STAFF_EMAIL,
        isUnderInvestigation: true,
        reviewedBy: COLLEAGUE_EMAIL,
      });
    });

    it('refuses a record that is only failed', async () => {
      await seedAttempt('failed');
      await expectDenied(markUnderInvestigation(await firestoreAs('staff')));
    });

    it('refuses a record already under investigation', async () => {
      await seedAttempt('underInvestigation');
      await expectDenied(markUnderInvestigation(await firestoreAs('staff')));
    });

    it('refuses a second investigation over the first investigator’s note, its event following the first', async () => {
      await seedAttempt('underInvestigation');
      await expectDenied(
        markUnderInvestigation(await firestoreAs('staff'), {
          eventChanges: { prevEventId: investigatedEventId() },
        }),
      );
    });

    it('refuses an investigation of an attempt whose investigator is already filled in, leaving it as it was', async () => {
      // A state no step leaves (an attempt is filed with every review field empty), as a script
      // writing past the rules might: the investigator filled in already, as the one who now
      // investigates. The step sets each of its fields; it passes over none.
      await seedAttempt('suspicious');
      const investigator = (investigatedBy: string | null) =>
        seed((db) => updateDoc(doc(db, attemptPath()), { investigatedBy }));
      await investigator(STAFF_EMAIL);
      const db = await firestoreAs('staff');
      await expectDenied(markUnderInvestigation(db));
      await investigator(null);
      await expectAllowed(markUnderInvestigation(db));
    });

    it.each([
      ['an investigator other than oneself', { investigatedBy: COLLEAGUE_EMAIL }],
      ['another staff member’s uid', { investigatedByUid: COLLEAGUE.uid }],
      ['no investigator uid', { investigatedByUid: undefined }],
      ['a client time', { investigatedAt: clientTime() }],
      ['isUnderInvestigation left false', { isUnderInvestigation: false }],
      ['isUnderInvestigation as text', { isUnderInvestigation: 'true' }],
      ['isUnderInvestigation cleared', { isUnderInvestigation: null }],
      ['a note over the limit', { investigationNote: 'n'.repeat(REVIEW_NOTE_LIMIT + 1) }],
      ['no note', { investigationNote: undefined }],
      ['a note as a list', { investigationNote: ['Closed.'] }],
      ['no investigator', { investigatedBy: undefined }],
      ['a changed status', { status: 'failed' }],
      ['a rewritten review', { reviewedBy: STAFF_EMAIL }],
      ['a rewritten review note', { reviewNote: 'Nothing to see.' }],
      ['a new field', { outcome: 'pending' }],
    ])('refuses %s', async (_case, overrides) => {
      await seedAttempt('suspicious');
      await expectDenied(markUnderInvestigation(await firestoreAs('staff'), { overrides }));
    });

    it('refuses anyone but staff', async () => {
      await seedAttempt('suspicious');
      for (const who of ['anonymous', 'signedIn'] as const) {
        await expectDenied(
          markUnderInvestigation(await firestoreAs(who), { reviewer: actorOf(who) }),
        );
      }
    });
  });
});
