import { reportEvent, type ReportAction } from '../audit';
import { reportClosingEventId, reportSubject } from '../reports';
import type { StaffActor } from '../staff';
import type { StoredData } from './certificate-step';
import { eventPathOf, SERVER_TIME, type Plan, type PlannedWrite } from './plan';
import { reportPathOf } from './public-check';

/** An admin's step on a visitor's report (docs/product.md, Verification Review). */
export type ReportStep = { kind: 'investigate'; note: string } | { kind: 'close' };

/** The id of the event a step writes: a delete carries no data, so a closing's is derived. */
export function reportEventId(step: ReportStep, reportId: string, freshId: () => string): string {
  return step.kind === 'close' ? reportClosingEventId(reportId) : freshId();
}

/** Why a step is not open on the report as read, or null when it is. */
export function reportStepRefusal(stored: StoredData | undefined, step: ReportStep): string | null {
  if (!stored) return 'This report has already been closed by someone else.';
  if (step.kind === 'investigate' && stored.status !== 'open') {
    return 'This report is already under investigation.';
  }
  return null;
}

/**
 * What one step writes with the event that records it, continuing the report's history: 'Mark
 * Under Investigation' sets its status, the investigator, the time and the note; 'Close' removes
 * the report, its event (under the id derived from the report's) recording the status it was
 * closed in.
 */
export function planReportStep({
  reportId,
  stored,
  step,
  actor,
  eventId,
}: {
  reportId: string;
  /** The report as read. */
  stored: StoredData;
  step: ReportStep;
  actor: StaffActor;
  eventId: string;
}): Plan {
  const path = reportPathOf(reportId);
  const eventPath = eventPathOf(eventId);
  const status = typeof stored.status === 'string' ? stored.status : null;
  let action: ReportAction;
  let write: PlannedWrite;
  let changes;
  if (step.kind === 'investigate') {
    action = 'report.investigated';
    changes = {
      status: { from: status, to: 'investigating' },
      investigationNote: { from: null, to: step.note },
    };
    write = {
      op: 'update',
      path,
      data: {
        status: 'investigating',
        investigationNote: step.note,
        investigatedBy: actor.email,
        investigatedByUid: actor.uid,
        investigatedAt: SERVER_TIME,
        lastEventId: eventId,
      },
    };
  } else {
    action = 'report.closed';
    changes = { status: { from: status, to: 'closed' } };
    write = { op: 'delete', path };
  }
  const event: PlannedWrite = {
    op: 'set',
    path: eventPath,
    data: {
      ...reportEvent({
        reportId,
        action,
        actor,
        subject: reportSubject({ certificateNumber: String(stored.certificateNumber) }),
        changes,
        prevEventId: typeof stored.lastEventId === 'string' ? stored.lastEventId : null,
      }),
      at: SERVER_TIME,
    },
  };
  return { writes: [write, event], eventPath };
}
