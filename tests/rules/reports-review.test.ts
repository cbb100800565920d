import { deleteDoc, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { REVIEW_NOTE_LIMIT } from '@/domain/limits';
import { tomasz } from '@/testing/learners';

import { getDocFromServer } from './server-reads';
import {
  close,
  investigate,
  investigatedReportEventId,
  REPORT_ID,
  reportPath,
  reportStepWrites,
  seedReport,
} from './report-documents';
import { commit, eventPath, withSecondEvent, type Write } from './writes';
import {
  actorOf,
  centreCallers,
  clientTime,
  COLLEAGUE,
  COLLEAGUE_EMAIL,
  expectAllowed,
  expectDenied,
  firestoreAs,
  seed,
  STAFF,
  STAFF_EMAIL,
  startEachTestEmpty,
} from './harness';

/**
 * An admin's steps on a visitor's report (planReportStep): Mark Under Investigation and Close,
 * each with its event, tried by others than admins, with events that say something else, and
 * under ids other steps derive.
 */

const investigating = (options: Parameters<typeof reportStepWrites>[1] = {}) =>
  reportStepWrites(investigate(), options);
const closing = (options: Parameters<typeof reportStepWrites>[1] = {}) =>
  reportStepWrites(close, options);

describe('reports', () => {
  startEachTestEmpty();

  describe('Mark Under Investigation', () => {
    it('puts an open report under investigation, naming the admin and the server time', async () => {
      await seedReport('open');
      const db = await firestoreAs('staff');
      await expectAllowed(commit(db, investigating()));
      expect((await getDocFromServer(doc(db, reportPath()))).data()).toMatchObject({
        status: 'investigating',
        investigatedBy: STAFF_EMAIL,
        investigatedByUid: STAFF.uid,
      });
    });

    it('is refused to a centre’s staff and to visitors, even with the event on file', async () => {
      for (const who of [...centreCallers, 'visitor', 'signedIn'] as const) {
        await seedReport('open');
        const writes = investigating({ reviewer: actorOf(who) });
        await expectDenied(commit(await firestoreAs(who), writes));
        await seed((db) =>
          commit(
            db,
            writes.filter((write) => write.path !== reportPath()),
          ),
        );
        await expectDenied(
          commit(
            await firestoreAs(who),
            writes.filter((write) => write.path === reportPath()),
          ),
        );
      }
    });

    it('accepts an empty note and one of 2,000 characters', async () => {
      await seedReport('open', 'r1');
      await seedReport('open', 'r2');
      const db = await firestoreAs('staff');
      await expectAllowed(
        commit(db, investigating({ id: 'r1', overrides: { investigationNote: '' } })),
      );
      await expectAllowed(
        commit(
          db,
          investigating({
            id: 'r2',
            overrides: { investigationNote: 'n'.repeat(REVIEW_NOTE_LIMIT) },
          }),
        ),
      );
    });

    it.each([
      ['another admin as investigator', { investigatedBy: COLLEAGUE_EMAIL }],
      ['another admin’s uid', { investigatedByUid: COLLEAGUE.uid }],
      ['no investigator uid', { investigatedByUid: undefined }],
      ['a client time', { investigatedAt: clientTime() }],
      ['a note over the limit', { investigationNote: 'n'.repeat(REVIEW_NOTE_LIMIT + 1) }],
      ['a note that is not text', { investigationNote: 7 }],
      ['another status', { status: 'closed' }],
      ['the status left open', { status: undefined }],
      ['a changed number', { certificateNumber: '086599999' }],
      ['a changed reason', { reason: 'Nothing after all.' }],
      ['a changed contact', { contact: '' }],
      ['a changed time of report', { reportedAt: serverTimestamp() }],
      ['a new field', { centreNumber: '87583' }],
    ])('refuses %s', async (_case, overrides) => {
      await seedReport('open');
      await expectDenied(commit(await firestoreAs('staff'), investigating({ overrides })));
    });

    it('refuses a report already under investigation', async () => {
      await seedReport('investigating');
      await expectDenied(
        commit(await firestoreAs('staff'), investigating({ state: 'investigating' })),
      );
    });

    it('refuses a step with no event, or one that is not written', async () => {
      await seedReport('open');
      const db = await firestoreAs('staff');
      const [update] = investigating();
      await expectDenied(commit(db, [update!]));
      await expectDenied(updateDoc(doc(db, reportPath()), { lastEventId: 'never-written' }));
    });

    it.each([
      ['by another admin', { actorUid: COLLEAGUE.uid, actorEmail: COLLEAGUE_EMAIL }],
      ['at a client time', { at: clientTime() }],
      ['about another report', { reportId: 'report-2' }],
      ['about an attempt', { entity: 'attempt' }],
      ['as a closing', { action: 'report.closed' }],
      ['after another event', { prevEventId: 'report-1-earlier' }],
      ['with other changes', { changes: { status: { from: 'open', to: 'investigating' } } }],
      ['naming another certificate', { subject: `Report on ${tomasz.certificateNumber}` }],
      ['with an extra field', { centreNumber: '87583' }],
    ])('refuses an investigation whose event is %s', async (_case, eventChanges) => {
      await seedReport('open');
      await expectDenied(commit(await firestoreAs('staff'), investigating({ eventChanges })));
    });

    it('refuses an investigation with a second event about the report', async () => {
      await seedReport('open');
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, withSecondEvent(investigating(), 'planted')));
      await expectAllowed(commit(db, investigating()));
    });
  });

  describe('Close', () => {
    it('removes an open report or one under investigation, with its event, for admins only', async () => {
      for (const state of ['open', 'investigating'] as const) {
        for (const who of ['centreStaff', 'otherCentreStaff', 'signedIn', 'staff'] as const) {
          // Each state's report under its own id: the first closing takes its report's event id.
          const id = `report-${state}`;
          await seedReport(state, id);
          const removal = commit(
            await firestoreAs(who),
            closing({ id, state, reviewer: actorOf(who) }),
          );
          if (who === 'staff') await expectAllowed(removal);
          else await expectDenied(removal);
        }
      }
    });

    it('follows the report’s last event, and records the status it was closed in', async () => {
      await seedReport('investigating');
      const db = await firestoreAs('staff');
      await expectAllowed(commit(db, closing()));
      const event = await getDocFromServer(doc(db, eventPath(`report-closed-${REPORT_ID}`)));
      expect(event.data()).toMatchObject({
        action: 'report.closed',
        entity: 'report',
        reportId: REPORT_ID,
        changes: { status: { from: 'investigating', to: 'closed' } },
        prevEventId: investigatedReportEventId(),
      });
    });

    it('refuses a closing without its event', async () => {
      await seedReport('open');
      await expectDenied(deleteDoc(doc(await firestoreAs('staff'), reportPath())));
    });

    it.each([
      ['recording another status', { changes: { status: { from: 'open', to: 'closed' } } }],
      ['not following the report’s last event', { prevEventId: null }],
      ['as another action', { action: 'report.investigated' }],
      ['naming another report', { reportId: 'report-2' }],
      ['about an attempt', { entity: 'attempt' }],
      ['naming another certificate', { subject: `Report on ${tomasz.certificateNumber}` }],
    ])('refuses a closing whose event is %s', async (_case, eventChanges) => {
      await seedReport('investigating');
      await expectDenied(commit(await firestoreAs('staff'), closing({ eventChanges })));
    });

    it('refuses a closing with its event under an attempt’s closing id, or any other', async () => {
      for (const eventId of [`closed-${REPORT_ID}`, 'some-other-id']) {
        await seedReport('open');
        const writes = closing({ state: 'open', eventId });
        await expectDenied(commit(await firestoreAs('staff'), writes));
      }
    });

    // A state no step leaves, as a script writing past the rules might: an event at the closing
    // id naming another report or recording another step. The closing sent alone, that event is
    // all that could account for it.
    it.each([
      ['naming another report', { reportId: 'report-2' }],
      ['recording another step', { action: 'report.investigated' }],
    ])('refuses a closing by an event stored at its id %s', async (_case, eventChanges) => {
      const storedAhead = async (changes: Record<string, unknown>) => {
        await seedReport('open');
        const [removal, event] = closing({ state: 'open', eventChanges: changes });
        await seed((db) => commit(db, [event!]));
        return [removal!];
      };
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, await storedAhead(eventChanges)));
      await expectAllowed(commit(db, await storedAhead({})));
    });

    it('refuses a closing event for a report that is not being closed, or never existed', async () => {
      await seedReport('open');
      const db = await firestoreAs('staff');
      const [, event] = closing({ state: 'open' });
      await expectDenied(commit(db, [event!]));
      const [, stray] = closing({ state: 'open', id: 'report-never' });
      await expectDenied(commit(db, [stray!]));
    });
  });

  describe('the ids other steps derive', () => {
    it('keeps a report’s closing id for its closing: no other event may be filed there', async () => {
      await seedReport('open');
      const [, investigation] = investigating();
      if (investigation?.op !== 'set') throw new Error('The step files its event.');
      const planted: Write = { ...investigation, path: eventPath(`report-closed-${REPORT_ID}`) };
      for (const who of ['staff', 'centreStaff'] as const) {
        await expectDenied(commit(await firestoreAs(who), [planted]));
      }
      // A certificate's event under that id, as a centre's staff member would file it first.
      await expectDenied(
        commit(await firestoreAs('centreStaff'), [
          {
            op: 'set',
            path: eventPath(`report-closed-${REPORT_ID}`),
            data: {
              at: serverTimestamp(),
              actorUid: actorOf('centreStaff').uid,
              actorEmail: actorOf('centreStaff').email,
              action: 'certificate.edited',
              entity: 'certificate',
              subject: 'x',
              changes: {},
              prevEventId: null,
              certificateId: 'cert-siobhan',
              centreNumber: '87583',
            },
          },
        ]),
      );
    });

    it('reads a report’s events to admins only', async () => {
      await seedReport('open');
      await commit(await firestoreAs('staff'), investigating());
      const eventId = investigating()[1]!.path.split('/')[1]!;
      await expectAllowed(
        getDocFromServer(doc(await firestoreAs('staff'), collections.auditEvents, eventId)),
      );
      for (const who of ['centreStaff', 'visitor'] as const) {
        await expectDenied(
          getDocFromServer(doc(await firestoreAs(who), collections.auditEvents, eventId)),
        );
      }
    });
  });
});
