import {
  collection,
  doc,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  startAfter,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import {
  planReportStep,
  reportEventId,
  reportStepRefusal,
  type ReportStep,
} from '@/domain/plans/report-step';
import type { StaffActor } from '@/domain/staff';
import { dateFrom, textFrom, textOrNull } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';

import {
  REPORTS_PAGE_SIZE,
  type ReportCursor,
  type ReportPage,
  type VisitorReport,
} from '../types';

type Snapshot = QueryDocumentSnapshot<DocumentData>;

/** A reports document as the review screen needs it; nothing here trusts the shape. */
export function reportFromDocument(snapshot: Snapshot): VisitorReport {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    certificateNumber: textFrom(data.certificateNumber),
    reason: textFrom(data.reason),
    contact: textFrom(data.contact),
    reportedAt: dateFrom(data.reportedAt),
    isUnderInvestigation: data.status === 'investigating',
    investigationNote: textOrNull(data.investigationNote),
    investigatedBy: textOrNull(data.investigatedBy),
    investigatedAt: dateFrom(data.investigatedAt),
    lastEventId: textOrNull(data.lastEventId),
  };
}

/**
 * One page of visitors' reports, newest first, a page at a time (never the whole collection),
 * reading one more to know whether more follow. Admins only (firestore.rules, reports).
 */
export async function listReports(
  firestore: Firestore,
  after: ReportCursor | null,
  pageSize = REPORTS_PAGE_SIZE,
): Promise<ReportPage> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collections.reports),
      orderBy('reportedAt', 'desc'),
      ...(after ? [startAfter(after as unknown as Snapshot)] : []),
      limit(pageSize + 1),
    ),
  );
  const shown = snapshot.docs.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    reports: shown.map(reportFromDocument),
    next: snapshot.docs.length > pageSize && last ? (last as unknown as ReportCursor) : null,
  };
}

/** How many reports are open or under investigation: an aggregation, no documents read. */
export async function countReports(firestore: Firestore): Promise<number> {
  return (await getCount(collection(firestore, collections.reports))).data().count;
}

/** The report is gone, or already where the step would put it: someone else acted meanwhile. */
export class ReportStepRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportStepRefusedError';
  }
}

/**
 * An admin's step on a visitor's report (Mark Under Investigation, Close), in one transaction
 * with the event that records it: reads the report, refuses a step it no longer takes, and
 * applies the plan (src/domain/plans/report-step.ts).
 */
export async function takeReportStep(
  db: Firestore,
  reportId: string,
  step: ReportStep,
  actor: StaffActor,
): Promise<void> {
  const report = doc(db, collections.reports, reportId);
  const eventId = reportEventId(
    step,
    reportId,
    () => doc(collection(db, collections.auditEvents)).id,
  );
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(report)).data();
    const refusal = reportStepRefusal(stored, step);
    if (refusal || !stored) throw new ReportStepRefusedError(refusal ?? 'The report is gone.');
    applyPlan(db, transaction, planReportStep({ reportId, stored, step, actor, eventId }));
  });
}
