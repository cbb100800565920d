import {
  collection,
  deleteDoc,
  doc,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { FAILED_VERIFICATION_KEYS } from '@/domain/document-keys';
import { NAME_LIMIT, USER_AGENT_LIMIT } from '@/domain/limits';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  ATTEMPT_ID,
  attemptPath,
  closeAttempt,
  closeAttemptWrites,
  failedAttempt,
  flagSuspicious,
  flagSuspiciousWrites,
  markUnderInvestigation,
  seedAttempt,
} from './attempt-documents';
import { checkWrites, unknownKey } from './public-check-documents';
import { commit, withSecondEvent, type Write } from './writes';
import {
  actorOf,
  allows,
  COLLEAGUE,
  COLLEAGUE_EMAIL,
  everyone,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  impostors,
  resetDatabase,
  seed,
  STAFF,
  STAFF_EMAIL,
  startEachTestEmpty,
  type Scenario,
  clientTime,
} from './harness';

const failedVerifications: Scenario = {
  seed: () => seedAttempt('failed'),
  operations: {
    get: (db) => getDocFromServer(doc(db, attemptPath())),
    list: (db) => getDocsFromServer(collection(db, collections.failedVerifications)),
    create: (db, actor) => recordWithCheck(db, actor.uid, failedAttempt()),
    update: (db, actor) => flagSuspicious(db, { reviewer: actor }),
    delete: (db, actor) => closeAttempt(db, { reviewer: actor }),
  },
};

let checks = 0;

/**
 * Logs a check that finds nothing, then files the attempt under its id, as the verification
 * page does. A caller with no uid cannot log a check, and tries the attempt alone.
 */
async function recordWithCheck(db: Firestore, uid: string, attempt: DocumentData) {
  checks += 1;
  const checkId = `check-${checks}`;
  if (uid) await commit(db, checkWrites(uid, checkId, [unknownKey(checkId)]));
  return setDoc(doc(db, attemptPath(checkId)), attempt);
}

/** A visitor who is not staff records an attempt, with some fields changed. */
async function record(who: 'visitor' | 'signedIn', overrides: Record<string, unknown> = {}) {
  return recordWithCheck(await firestoreAs(who), actorOf(who).uid, failedAttempt(overrides));
}

describe('failedVerifications', () => {
  startEachTestEmpty();

  it('are added by anyone signed in with a check, and read, reviewed and removed by staff only', async () => {
    await expectMatrix(failedVerifications, {
      anonymous: allows(),
      signedIn: allows('create'),
      staff: allows('get', 'list', 'create', 'update', 'delete'),
    });
  });

  it('refuse a query by anyone but staff, even for one status', async () => {
    await seedAttempt('failed');
    for (const who of ['anonymous', 'signedIn'] as const) {
      const records = collection(await firestoreAs(who), collections.failedVerifications);
      await expectDenied(getDocsFromServer(query(records, where('status', '==', 'failed'))));
    }
    const staffRecords = collection(await firestoreAs('staff'), collections.failedVerifications);
    const failed = await getDocsFromServer(query(staffRecords, where('status', '==', 'failed')));
    expect(failed.size).toBe(1);
  });

  describe.each(['visitor', 'signedIn'] as const)('recorded by %s', (who) => {
    it.each([
      ['a certificate number only', {}],
      ['a student number only', { certificateNumber: null, studentNumber: 'Q9224705' }],
      ['both numbers', { studentNumber: 'Q9224705' }],
      [
        'numbers and names at their longest',
        {
          certificateNumber: '9'.repeat(32),
          firstName: 'a'.repeat(NAME_LIMIT),
          surname: 'ó súilleabháin-'.padEnd(NAME_LIMIT, 'z'),
        },
      ],
      ['an empty user agent', { userAgent: '' }],
      ['a user agent at its longest', { userAgent: 'M'.repeat(USER_AGENT_LIMIT) }],
    ])('accepts an attempt with %s', async (_case, overrides) => {
      await expectAllowed(record(who, overrides));
    });

    it.each(FAILED_VERIFICATION_KEYS)('refuses an attempt without %s', async (key) => {
      await expectDenied(record(who, { [key]: undefined }));
    });

    it.each([
      ['ipAddress2', 'unknown'],
      ['country', 'GB'],
      ['verified', false],
    ])('refuses the extra key %s', async (key, value) => {
      await expectDenied(record(who, { [key]: value }));
    });

    it.each([
      ['no number at all', { certificateNumber: null, studentNumber: null }],
      ['an empty certificate number', { certificateNumber: '' }],
      ['a certificate number over 32 characters', { certificateNumber: '9'.repeat(33) }],
      ['a student number over 32 characters', { studentNumber: 'Q'.repeat(33) }],
      ['a certificate number that is not text', { certificateNumber: 86524318 }],
      ['status suspicious', { status: 'suspicious' }],
      ['another status', { status: 'verified' }],
      ['a client timestamp', { attemptedAt: clientTime() }],
      ['a back-dated timestamp', { attemptedAt: Timestamp.fromDate(new Date('2024-01-01')) }],
      ['a timestamp as text', { attemptedAt: '2024-06-14T09:30:00Z' }],
      ['an IP address other than unknown', { ipAddress: '203.0.113.7' }],
      ['an empty IP address', { ipAddress: '' }],
      ['a first name in upper case', { firstName: 'Siobhan' }],
      ['a surname in upper case', { surname: 'CONNELL' }],
      ['a surname with a capital beyond ASCII', { surname: 'Ó súilleabháin' }],
      ['a first name with surrounding spaces', { firstName: ' siobhan ' }],
      ['a surname with a trailing space', { surname: 'connell ' }],
      ['a surname with doubled inner spaces', { surname: 'van  der berg' }],
      ['a name with a line break', { firstName: 'siobhan\nconnell' }],
      ['an empty first name', { firstName: '' }],
      [`a first name over ${NAME_LIMIT} characters`, { firstName: 'a'.repeat(NAME_LIMIT + 1) }],
      [`a surname over ${NAME_LIMIT} characters`, { surname: 'z'.repeat(NAME_LIMIT + 1) }],
      ['a name that is not text', { surname: 42 }],
      ['a certificate number in lower case', { certificateNumber: 'q9224705' }],
      ['a certificate number with a space', { certificateNumber: '0865 24318' }],
      ['a certificate number with surrounding space', { certificateNumber: ' 086524318' }],
      ['a certificate number with a line break', { certificateNumber: '086524318\n' }],
      ['a certificate number with a hyphen', { certificateNumber: '0865-24318' }],
      ['a student number with a control character', { studentNumber: 'Q92\u000724705' }],
      ['a student number with a zero-width space', { studentNumber: 'Q92\u200b24705' }],
      ['a student number in full-width digits', { studentNumber: 'Q９２２４７０５' }],
      ['a name with a right-to-left override', { surname: 'connell\u202e' }],
      ['a name with a zero-width space', { firstName: 'sio\u200bbhan' }],
      ['a name with a zero-width joiner', { firstName: 'siobhan\u200d' }],
      ['a name with a byte-order mark', { surname: '\ufeffconnell' }],
      ['a name with a bell character', { surname: 'con\u0007nell' }],
      ['a name with a soft hyphen', { surname: 'con\u00adnell' }],
      [
        `a user agent over ${USER_AGENT_LIMIT} characters`,
        { userAgent: 'M'.repeat(USER_AGENT_LIMIT + 1) },
      ],
      ['a user agent that is not text', { userAgent: null }],
      ['a user agent as a list', { userAgent: ['Mozilla/5.0'] }],
      ['a reviewer', { reviewedBy: 'admin' }],
      ['a review time', { reviewedAt: serverTimestamp() }],
      ['a review note', { reviewNote: 'Looks fine.' }],
      ['an empty review note', { reviewNote: '' }],
      ['an investigation note', { investigationNote: 'Closed.' }],
      ['an investigator', { investigatedBy: STAFF_EMAIL }],
      ['an investigation time', { investigatedAt: serverTimestamp() }],
      ['isUnderInvestigation true', { isUnderInvestigation: true }],
      ['isUnderInvestigation null', { isUnderInvestigation: null }],
    ])('refuses an attempt with %s', async (_case, overrides) => {
      await expectDenied(record(who, overrides));
    });
  });

  it('refuse any other change, even by staff', async () => {
    await seedAttempt('suspicious');
    const db = await firestoreAs('staff');
    await expectDenied(updateDoc(doc(db, attemptPath()), { status: 'failed' }));
    await expectDenied(updateDoc(doc(db, attemptPath()), { reviewNote: 'Edited afterwards.' }));
    await expectDenied(updateDoc(doc(db, attemptPath()), { ipAddress: '203.0.113.7' }));
  });

  it('refuse review steps to anyone but staff, even with their events already on file', async () => {
    const signedIn = await firestoreAs('signedIn');
    const reviewer = actorOf('signedIn');
    await seedAttempt('failed');
    const [flag, flagEvent] = flagSuspiciousWrites({ reviewer });
    await seed((db) => commit(db, [flagEvent!]));
    await expectDenied(commit(signedIn, [flag!]));

    await resetDatabase();
    await seedAttempt('failed');
    const [removal, closingEvent] = closeAttemptWrites({ reviewer });
    await seed((db) => commit(db, [closingEvent!]));
    await expectDenied(commit(signedIn, [removal!]));
  });

  it('are removed by Mark Investigated, with its event, for staff only', async () => {
    for (const state of ['failed', 'suspicious', 'underInvestigation'] as const) {
      await resetDatabase();
      await seedAttempt(state);
      for (const who of [...everyone, ...impostors]) {
        const removal = closeAttempt(await firestoreAs(who), { state, reviewer: actorOf(who) });
        if (who === 'staff') await expectAllowed(removal);
        else await expectDenied(removal);
      }
    }
  });

  describe('their history', () => {
    it('is one event per step, each following the one before', async () => {
      await seedAttempt('failed');
      const db = await firestoreAs('staff');
      await expectAllowed(flagSuspicious(db, { overrides: { lastEventId: 'step-1' } }));
      await expectAllowed(
        commit(db, [
          {
            op: 'update',
            path: attemptPath(),
            data: {
              investigationNote: '',
              investigatedBy: STAFF_EMAIL,
              investigatedByUid: STAFF.uid,
              investigatedAt: serverTimestamp(),
              isUnderInvestigation: true,
              lastEventId: 'step-2',
            },
          },
          {
            op: 'set',
            path: `${collections.auditEvents}/step-2`,
            data: {
              actorUid: STAFF.uid,
              actorEmail: STAFF_EMAIL,
              action: 'attempt.investigated',
              entity: 'attempt',
              attemptId: ATTEMPT_ID,
              subject: 'siobhan connell (086524318)',
              changes: {
                investigationNote: { from: null, to: '' },
                isUnderInvestigation: { from: false, to: true },
              },
              prevEventId: 'step-1',
              at: serverTimestamp(),
            },
          },
        ]),
      );
    });

    it.each([
      ['no event at all', {}],
      ['an event that is not written', { lastEventId: 'never-written' }],
    ])('refuses a step with %s', async (_case, event) => {
      await seedAttempt('failed');
      const update = {
        status: 'suspicious',
        reviewedBy: STAFF_EMAIL,
        reviewedByUid: STAFF.uid,
        reviewedAt: serverTimestamp(),
        reviewNote: '',
        ...event,
      };
      await expectDenied(
        commit(await firestoreAs('staff'), [{ op: 'update', path: attemptPath(), data: update }]),
      );
    });

    it.each([
      ['by another staff member', { actorUid: COLLEAGUE.uid, actorEmail: COLLEAGUE_EMAIL }],
      ['in another’s name', { actorEmail: COLLEAGUE_EMAIL }],
      ['at a client time', { at: clientTime() }],
      ['about another attempt', { attemptId: 'attempt-2' }],
      ['about a certificate', { entity: 'certificate' }],
      ['about something else', { entity: 'register' }],
      ['as another action', { action: 'attempt.investigated' }],
      ['after another event', { prevEventId: 'attempt-1-flagged' }],
      ['with other changes', { changes: { status: { from: 'failed', to: 'suspicious' } } }],
      ['with a note it did not save', { 'changes.reviewNote.to': 'Something else.' }],
      ['naming someone else', { subject: 'mary smith (086524318)' }],
      ['with an extra field', { reason: 'other' }],
      ['without its subject', { subject: undefined }],
    ])('refuses a flag whose event is %s', async (_case, eventChanges) => {
      await seedAttempt('failed');
      const changes = Object.fromEntries(
        Object.entries(eventChanges).filter(([key]) => !key.startsWith('changes.')),
      );
      const note = (eventChanges as Record<string, unknown>)['changes.reviewNote.to'];
      await expectDenied(
        flagSuspicious(await firestoreAs('staff'), {
          eventChanges: note
            ? {
                changes: {
                  status: { from: 'failed', to: 'suspicious' },
                  reviewNote: { from: null, to: note },
                },
              }
            : changes,
        }),
      );
    });

    it('refuses an investigation whose event does not follow the flag, or records other changes', async () => {
      await seedAttempt('suspicious');
      const db = await firestoreAs('staff');
      await expectDenied(markUnderInvestigation(db, { eventChanges: { prevEventId: null } }));
      await expectDenied(
        markUnderInvestigation(db, {
          eventChanges: { changes: { isUnderInvestigation: { from: false, to: true } } },
        }),
      );
    });

    it.each([
      ['without its event', 'none'],
      ['with an event under another id', 'other-id'],
      ['recording another status', 'status'],
      ['not following the attempt’s last event', 'prev'],
      ['as another action', 'action'],
      ['naming another attempt', 'attempt'],
      ['with an event about a certificate', 'entity'],
    ])('refuses a closing %s', async (_case, fault) => {
      await seedAttempt('suspicious');
      const db = await firestoreAs('staff');
      if (fault === 'none') {
        await expectDenied(deleteDoc(doc(db, attemptPath())));
        return;
      }
      if (fault === 'other-id') {
        await expectDenied(
          commit(db, [
            { op: 'delete', path: attemptPath() },
            {
              op: 'set',
              path: `${collections.auditEvents}/some-other-id`,
              data: {
                actorUid: STAFF.uid,
                actorEmail: STAFF_EMAIL,
                action: 'attempt.closed',
                entity: 'attempt',
                attemptId: ATTEMPT_ID,
                subject: 'siobhan connell (086524318)',
                changes: { status: { from: 'suspicious', to: 'closed' } },
                prevEventId: 'attempt-1-flagged',
                at: serverTimestamp(),
              },
            },
          ]),
        );
        return;
      }
      const eventChanges = {
        status: { changes: { status: { from: 'failed', to: 'closed' } } },
        prev: { prevEventId: null },
        action: { action: 'attempt.flagged' },
        attempt: { attemptId: 'attempt-2' },
        entity: { entity: 'certificate' },
      }[fault];
      await expectDenied(closeAttempt(db, { state: 'suspicious', eventChanges }));
    });

    // A state no step leaves, as a script writing past the rules might: an event at the attempt's
    // closing id, following its last event and recording it closed, but naming another attempt or
    // recording another step. The closing sent alone, that event is all that could account for it.
    it.each([
      ['naming another attempt', { attemptId: 'attempt-2' }],
      ['recording another step', { action: 'attempt.flagged' }],
    ])('refuses a closing by an event stored at its id %s', async (_case, eventChanges) => {
      await seedAttempt('suspicious');
      const storedAhead = (changes: Record<string, unknown>) => {
        const [removal, closing] = closeAttemptWrites({
          state: 'suspicious',
          eventChanges: changes,
        });
        return seed((db) => commit(db, [closing!])).then(() => [removal!]);
      };
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, await storedAhead(eventChanges)));
      await expectAllowed(commit(db, await storedAhead({})));
    });

    it('refuses a closing with a second closing event under another id', async () => {
      await seedAttempt('suspicious');
      const writes = closeAttemptWrites({ state: 'suspicious' });
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, withSecondEvent(writes, 'another-closing')));
      await expectAllowed(commit(db, writes));
    });

    it('refuses a closing event for an attempt that is not being closed, or never existed', async () => {
      await seedAttempt('failed');
      const db = await firestoreAs('staff');
      const closing = (attemptId: string): Write => ({
        op: 'set',
        path: `${collections.auditEvents}/closed-${attemptId}`,
        data: {
          actorUid: STAFF.uid,
          actorEmail: STAFF_EMAIL,
          action: 'attempt.closed',
          entity: 'attempt',
          attemptId,
          subject: 'siobhan connell (086524318)',
          changes: { status: { from: 'failed', to: 'closed' } },
          prevEventId: null,
          at: serverTimestamp(),
        },
      });
      await expectDenied(commit(db, [closing(ATTEMPT_ID)]));
      await expectDenied(commit(db, [closing('attempt-never')]));
    });
  });
});
