import {
  collection,
  doc,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { REPORT_KEYS } from '@/domain/document-keys';
import { CHECKS_PER_HOUR, REPORT_CONTACT_LIMIT, REPORT_REASON_LIMIT } from '@/domain/limits';
import { reportKeyFor } from '@/domain/reports';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import { closeAttemptWrites, failedAttempt } from './attempt-documents';
import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { checkPath, checkWrites, seedCheck, seedQuota, unknownKey } from './public-check-documents';
import {
  close,
  fileReport,
  filedReport,
  investigate,
  REPORT,
  REPORT_ID,
  reportCheckWrites,
  reportPath,
  reportStepWrites,
  seedReport,
} from './report-documents';
import { commit } from './writes';
import {
  actorOf,
  allows,
  centreCallers,
  clientTime,
  expectAccess,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  projectId as PROJECT_ID,
  restToken,
  startEachTestEmpty,
  type Scenario,
} from './harness';

/**
 * A visitor's report of a certificate they doubt (docs/decisions/032-fraud-signals.md), tried as
 * a hostile client would: without a check, under someone else's, a stale one, one for another
 * number, past the quota, twice under one check, in another shape, mixed into a batch with a
 * forbidden write, over REST; and read by anyone but an admin.
 */

const VISITOR = actorOf('visitor').uid;
const visitorDb = () => firestoreAs('visitor');

const reportsScenario: Scenario = {
  seed: () => seedReport('open'),
  operations: {
    get: (db) => getDocFromServer(doc(db, reportPath())),
    list: (db) => getDocsFromServer(collection(db, collections.reports)),
    create: (db, actor) => fileReport(db, actor.uid),
    update: (db, actor) => commit(db, reportStepWrites(investigate(), { reviewer: actor })),
    delete: (db, actor) => commit(db, reportStepWrites(close, { reviewer: actor, state: 'open' })),
  },
};

/** The visitor logs the report's check, then files `report` under it. */
async function fileAsVisitor(overrides: Record<string, unknown> = {}) {
  return fileReport(await visitorDb(), VISITOR, filedReport(overrides));
}

describe('reports', () => {
  startEachTestEmpty();

  it('are filed by anyone signed in with a check, and read, investigated and closed by admins only', async () => {
    await expectMatrix(reportsScenario, {
      anonymous: allows(),
      signedIn: allows('create'),
      staff: allows('get', 'list', 'create', 'update', 'delete'),
    });
  });

  it('are filed by a visitor and a centre’s staff, neither of whom reads, lists or changes one', async () => {
    const row = allows('create');
    await expectAccess(reportsScenario, {
      visitor: row,
      otherVisitor: row,
      ...Object.fromEntries(centreCallers.map((who) => [who, row])),
    });
  });

  describe('filed by a visitor', () => {
    it.each([
      ['no contact address', { contact: '' }],
      [
        'a contact address at its longest',
        { contact: `${'a'.repeat(REPORT_CONTACT_LIMIT - 2)}@b` },
      ],
      ['a reason at its longest', { reason: 'r'.repeat(REPORT_REASON_LIMIT) }],
      ['a reason over several lines', { reason: 'The seal is printed.\nThe date is a Sunday.' }],
    ])('accepts a report with %s', async (_case, overrides) => {
      await expectAllowed(fileAsVisitor(overrides));
    });

    it.each(REPORT_KEYS)('refuses a report without %s', async (key) => {
      await expectDenied(fileAsVisitor({ [key]: undefined }));
    });

    it.each([
      ['lastEventId', 'event-1'],
      ['certificateId', 'cert-siobhan'],
      ['centreNumber', '87583'],
      ['investigatedByUid', null],
    ])('refuses the extra key %s', async (key, value) => {
      await expectDenied(fileAsVisitor({ [key]: value }));
    });

    it.each([
      ['a reason over the limit', { reason: 'r'.repeat(REPORT_REASON_LIMIT + 1) }],
      ['an empty reason', { reason: '' }],
      ['a reason that is not text', { reason: ['doubt'] }],
      ['a contact that is not an address', { contact: 'call me on 0113 496 0000' }],
      ['a contact over the limit', { contact: `${'a'.repeat(REPORT_CONTACT_LIMIT)}@b` }],
      ['a contact that is not text', { contact: null }],
      ['a client time', { reportedAt: clientTime() }],
      ['a back-dated time', { reportedAt: Timestamp.fromDate(new Date('2026-01-01')) }],
      ['status under investigation', { status: 'investigating' }],
      ['an investigation note', { investigationNote: 'Looked into.' }],
      ['an investigator', { investigatedBy: 'j.okafor@larkfieldawards.example' }],
      ['an investigation time', { investigatedAt: serverTimestamp() }],
    ])('refuses a report with %s', async (_case, overrides) => {
      await expectDenied(fileAsVisitor(overrides));
    });

    it.each([
      ['in lower case', 'q9224705'],
      ['with a space', '0865 24318'],
      ['with a hyphen', '0865-24318'],
      ['over 32 characters', '9'.repeat(33)],
      ['empty', ''],
    ])('refuses a number %s, even under a check counted for it', async (_case, number) => {
      const db = await visitorDb();
      await commit(db, await reportCheckWrites(VISITOR, 'c1', number));
      await expectDenied(
        setDoc(doc(db, reportPath('c1')), filedReport({ certificateNumber: number })),
      );
    });
  });

  describe('its check', () => {
    it('refuses a report with no check under its id', async () => {
      await expectDenied(setDoc(doc(await visitorDb(), reportPath('no-check')), filedReport()));
    });

    it('refuses a report under another visitor’s check', async () => {
      const other = await firestoreAs('otherVisitor');
      await commit(other, await reportCheckWrites(actorOf('otherVisitor').uid, 'theirs'));
      await expectDenied(setDoc(doc(await visitorDb(), reportPath('theirs')), filedReport()));
    });

    it('refuses a report under a check of over two minutes ago', async () => {
      await seedCheck(VISITOR, 'stale', [await reportKeyFor(REPORT.certificateNumber)], 3);
      await expectDenied(setDoc(doc(await visitorDb(), reportPath('stale')), filedReport()));
    });

    it('refuses a report under a check counted for another number', async () => {
      const db = await visitorDb();
      await commit(db, await reportCheckWrites(VISITOR, 'c1', '086599999'));
      await expectDenied(setDoc(doc(db, reportPath('c1')), filedReport()));
    });

    it('refuses a report under a check of the index, or of its key and another', async () => {
      const db = await visitorDb();
      const key = await reportKeyFor(REPORT.certificateNumber);
      await commit(db, checkWrites(VISITOR, 'index', [unknownKey('index')]));
      await expectDenied(setDoc(doc(db, reportPath('index')), filedReport()));
      await commit(db, checkWrites(VISITOR, 'two', [key, unknownKey('two')], 'continue'));
      await expectDenied(setDoc(doc(db, reportPath('two')), filedReport()));
    });

    it('refuses a report past the quota: its check is refused, and nothing else counts it', async () => {
      await seedQuota(VISITOR, { count: CHECKS_PER_HOUR, minutesAgo: 10 });
      const db = await visitorDb();
      await expectDenied(
        commit(db, await reportCheckWrites(VISITOR, 'one-more', undefined, 'continue')),
      );
      await expectDenied(setDoc(doc(db, reportPath('one-more')), filedReport()));
    });

    it('refuses a report that logs its check in the same commit, which then counts nothing', async () => {
      const db = await visitorDb();
      const writes = await reportCheckWrites(VISITOR, 'same-commit');
      await expectDenied(
        commit(db, [
          ...writes,
          { op: 'set', path: reportPath('same-commit'), data: filedReport() },
        ]),
      );
    });

    it('refuses a second report under the same check, before and after the first is closed', async () => {
      const db = await visitorDb();
      const checkId = await fileReport(db, VISITOR);
      await expectDenied(
        setDoc(doc(db, reportPath(checkId)), filedReport({ reason: 'And another thing.' })),
      );
      await commit(
        await firestoreAs('staff'),
        reportStepWrites(close, { id: checkId, state: 'open' }),
      );
      await expectDenied(setDoc(doc(db, reportPath(checkId)), filedReport()));
    });

    it('refuses a batch mixing a report with a forbidden write, and takes the report alone', async () => {
      const db = await visitorDb();
      await commit(db, await reportCheckWrites(VISITOR, 'mixed'));
      const report = { op: 'set', path: reportPath('mixed'), data: filedReport() } as const;
      for (const forbidden of [
        { op: 'update', path: `${collections.verifierQuota}/${VISITOR}`, data: { count: 0 } },
        { op: 'set', path: `${collections.verificationIndex}/${unknownKey('x')}`, data: {} },
        { op: 'set', path: reportPath('another'), data: filedReport() },
      ] as const) {
        await expectDenied(commit(db, [report, forbidden]));
      }
      await expectAllowed(commit(db, [report]));
    });

    it('lets a report and a failed attempt share a check id, each closed under its own event', async () => {
      const db = await visitorDb();
      const checkId = await fileReport(db, VISITOR);
      // The report's key is in no index entry, so an attempt may be filed under the check too.
      await expectAllowed(
        setDoc(doc(db, `${collections.failedVerifications}/${checkId}`), failedAttempt()),
      );
      const staff = await firestoreAs('staff');
      await expectAllowed(commit(staff, reportStepWrites(close, { id: checkId, state: 'open' })));
      await expectAllowed(commit(staff, closeAttemptWrites({ id: checkId })));
    });
  });

  describe('read', () => {
    it('by no visitor, not even their own, by query or by id', async () => {
      const db = await visitorDb();
      const checkId = await fileReport(db, VISITOR);
      await expectDenied(getDocFromServer(doc(db, reportPath(checkId))));
      await expectDenied(
        getDocsFromServer(
          query(
            collection(db, collections.reports),
            where('certificateNumber', '==', REPORT.certificateNumber),
          ),
        ),
      );
      await expectDenied(getDocFromServer(doc(db, checkPath(checkId))));
    });

    it('refuses REST: a visitor’s list or get of reports, and a report without a check', async () => {
      await seedReport('open');
      const root = `${emulatorUrl(firestoreEmulator())}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
      const headers = {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${restToken('visitor')}`,
      };
      const listed = await fetch(`${root}/${collections.reports}`, { headers });
      expect(listed.status).toBe(403);
      const got = await fetch(`${root}/${collections.reports}/${REPORT_ID}`, { headers });
      expect(got.status).toBe(403);
      expect(JSON.stringify(await got.json())).not.toContain(REPORT.reason);
      const created = await fetch(`${root}/${collections.reports}?documentId=rest-report`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          fields: {
            certificateNumber: { stringValue: REPORT.certificateNumber },
            reason: { stringValue: 'Doubtful.' },
            contact: { stringValue: '' },
            reportedAt: { timestampValue: new Date().toISOString() },
            status: { stringValue: 'open' },
            investigationNote: { nullValue: null },
            investigatedBy: { nullValue: null },
            investigatedAt: { nullValue: null },
          },
        }),
      });
      expect(created.status).toBe(403);
    });
  });
});
