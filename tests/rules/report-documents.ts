import { serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';

import { collections } from '@/domain/collections';
import { appliedInMemory } from '@/domain/plans/apply-in-memory';
import type { PlannedData } from '@/domain/plans/plan';
import { planFileReport, reportPathOf } from '@/domain/plans/public-check';
import { planReportStep, reportEventId, type ReportStep } from '@/domain/plans/report-step';
import { reportKeyFor, type Report } from '@/domain/reports';
import type { StaffActor } from '@/domain/staff';
import { siobhan } from '@/testing/learners';

import { checkWrites } from './public-check-documents';
import { COLLEAGUE, seed, STAFF } from './harness';
import { commit, eventPath, merged, planned, type Write } from './writes';

/**
 * Visitors' reports of a certificate they doubt, for the rules tests: filed as the public page
 * files them (a check of the report's own key, then planFileReport), and the admins' steps on
 * them as the review screen plans them (planReportStep), altered for the cases the rules refuse.
 */

export const REPORT_ID = 'report-1';

/** What the visitor reports: Siobhán's certificate number, and why they doubt it. */
export const REPORT: Report = {
  certificateNumber: siobhan.certificateNumber,
  reason: 'The seal looks printed, and the centre says it has no learner of this name.',
  contact: 'hr@employer.example',
};

export const reportPath = (id = REPORT_ID) => reportPathOf(id);

/** The report exactly as the page files it, at the server's time; `overrides` alter it. */
export function filedReport(
  overrides: Record<string, unknown> = {},
  report: Report = REPORT,
): DocumentData {
  const [write] = planned(planFileReport({ checkId: REPORT_ID, report }));
  if (write?.op !== 'set') throw new Error('A report is filed whole.');
  return merged(write.data, overrides);
}

/** The writes of the check a report is counted by, as the page logs it: the report's one key. */
export async function reportCheckWrites(
  uid: string,
  checkId: string,
  certificateNumber = REPORT.certificateNumber,
  quota: 'start' | 'continue' = 'start',
): Promise<Write[]> {
  return checkWrites(uid, checkId, [await reportKeyFor(certificateNumber)], quota);
}

let checks = 0;

/**
 * Logs the report's check and then files the report under its id, as the page does (two
 * commits: the report's rule reads the check as stored). A caller with no uid cannot log a
 * check, and tries the report alone. Resolves with the check's id once filed.
 */
export async function fileReport(
  db: Firestore,
  uid: string,
  report: DocumentData = filedReport(),
  checkId = `report-check-${(checks += 1)}`,
): Promise<string> {
  if (uid)
    await commit(db, await reportCheckWrites(uid, checkId, String(report.certificateNumber)));
  await commit(db, [{ op: 'set', path: reportPath(checkId), data: report }]);
  return checkId;
}

type ReportState = 'open' | 'investigating';

/** The report as seedReport leaves it: filed, then (by a colleague) put under investigation. */
function seededReport(state: ReportState, id: string): PlannedData {
  const path = reportPath(id);
  let documents: ReadonlyMap<string, PlannedData> = new Map([[path, filedReport()]]);
  if (state === 'investigating') {
    const plan = planReportStep({
      reportId: id,
      stored: documents.get(path) ?? {},
      step: { kind: 'investigate', note: 'Asked the centre for its learner list.' },
      actor: COLLEAGUE,
      eventId: investigatedReportEventId(id),
    });
    documents = appliedInMemory(documents, plan, serverTimestamp());
  }
  return documents.get(path) ?? {};
}

export const investigatedReportEventId = (id = REPORT_ID) => `${id}-investigated`;

/** A report already filed, open or under investigation (the report only: no event seeded). */
export async function seedReport(state: ReportState = 'open', id = REPORT_ID): Promise<void> {
  const data = seededReport(state, id);
  await seed((db) => commit(db, [{ op: 'set', path: reportPath(id), data }]));
}

type ReportStepOptions = {
  /** Alters the report's update; `undefined` leaves a field out. */
  overrides?: Record<string, unknown>;
  /** Alters the event; `undefined` leaves a field out. */
  eventChanges?: Record<string, unknown>;
  id?: string;
  reviewer?: StaffActor;
  /** Where the seeded report stands (what a closing's event records). */
  state?: ReportState;
  /** The event's id, where a test files it elsewhere. */
  eventId?: string;
};

/**
 * An admin's step as the review screen plans it (planReportStep) on a report seeded in `state`.
 * `overrides` alter the update, and the event follows it (under the id it names, recording the
 * note it writes), so a case with one thing wrong on the report is refused by the report's rule.
 */
export function reportStepWrites(
  step: ReportStep,
  {
    overrides = {},
    eventChanges = {},
    id = REPORT_ID,
    reviewer = STAFF,
    state = step.kind === 'close' ? 'investigating' : 'open',
    eventId,
  }: ReportStepOptions = {},
): Write[] {
  const plan = planReportStep({
    reportId: id,
    stored: seededReport(state, id),
    step,
    actor: reviewer,
    eventId: eventId ?? reportEventId(step, id, () => `${id}-${step.kind}-now`),
  });
  const writes = planned(plan);
  const update = writes.find((write) => write.path === reportPath(id));
  const written = update?.op === 'update' ? merged(update.data, overrides) : null;
  return writes.map((write): Write => {
    if (write.op === 'delete') return write;
    if (write.path !== plan.eventPath) return { ...write, data: written ?? write.data };
    if (!written) return { ...write, data: merged(write.data, eventChanges) };
    const changes = {
      ...(write.data.changes as object),
      investigationNote: { from: null, to: written.investigationNote ?? null },
    };
    return {
      op: 'set',
      path: eventPath(String(written.lastEventId)),
      data: merged({ ...write.data, changes }, eventChanges),
    };
  });
}

export const investigate = (note = 'Referred to the centre.') =>
  ({ kind: 'investigate', note }) as const;
export const close = { kind: 'close' } as const;

/** The collection's path, for queries. */
export const reports = collections.reports;
