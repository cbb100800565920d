import { Timestamp } from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import { appliedInMemory, type DocumentsByPath } from '../../../src/domain/plans/apply-in-memory';
import { planAddition } from '../../../src/domain/plans/add-certificate';
import { editStages } from '../../../src/domain/plans/edit';
import { planEditStage, prepareEditStage } from '../../../src/domain/plans/edit-stage';
import { pathOf, type Plan } from '../../../src/domain/plans/plan';
import { planReplacement } from '../../../src/domain/plans/replacement';
import { planReviewStep, type ReviewStep } from '../../../src/domain/plans/review-step';
import { planStatusStep } from '../../../src/domain/plans/status-step';
import type { StaffActor } from '../../../src/domain/staff';
import { failedAttemptFor } from '../../../src/domain/verification-input';
import type { DemoCertificate } from './demo-certificates';
import type { DemoHistory } from './demo-history';
import type { DemoStanding, DemoStep } from './demo-standing';
import type { DemoVerificationAttempt } from './demo-verification-attempts';

/**
 * The demo register built in memory from the app's own plans (src/domain/plans), each change
 * applied at the time it was made in the demo's past: what the seed then writes is what the app
 * would have written, step by step, over those months.
 */

/** A source of fresh event ids (the Admin SDK's auto ids). */
export type EventIds = () => string;

const at = (date: Date) => Timestamp.fromDate(date);

/** The register after one change made at `date`. */
function after(register: DocumentsByPath, plan: Plan, date: Date): DocumentsByPath {
  return appliedInMemory(register, plan, at(date));
}

/** The correction of a certificate's details, saved in the parts the app saves an edit in. */
async function corrected(
  register: DocumentsByPath,
  certificateId: string,
  details: DemoCertificate['details'],
  editor: StaffActor,
  date: Date,
  newEventId: EventIds,
): Promise<DocumentsByPath> {
  let current = register;
  for (const stage of editStages(details)) {
    const stored = current.get(pathOf(collections.certificates, certificateId)) ?? {};
    const prepared = await prepareEditStage(certificateId, stored, stage);
    if (!prepared) continue;
    const held = (path: string) => ({
      exists: current.has(path),
      ours: current.get(path)?.certificateId === certificateId,
    });
    current = after(current, planEditStage(prepared, held, editor, newEventId()), date);
  }
  return current;
}

/** One status step, or the old certificate's side of a replacement, as the app plans it. */
function stepped(
  register: DocumentsByPath,
  certificateId: string,
  { step, actor, at: date }: DemoStep,
  eventId: string,
): DocumentsByPath {
  const stored = register.get(pathOf(collections.certificates, certificateId)) ?? {};
  const request = register.get(pathOf(collections.statusRequests, certificateId));
  const plan =
    step.kind === 'replaced'
      ? planReplacement({
          certificateId,
          stored,
          request,
          replacementId: step.replacedBy,
          actor,
          eventId,
        })
      : planStatusStep({ certificateId, stored, request, step, actor, eventId });
  return after(register, plan, date);
}

/**
 * A demo certificate's whole life: added as it was first recorded (by `recorder`), each
 * correction since, then each status step; its history chained through every one.
 */
export async function recordDemoCertificate(
  register: DocumentsByPath,
  {
    certificateId,
    certificate,
    history,
    standing,
    recorder,
    newEventId,
  }: {
    certificateId: string;
    certificate: DemoCertificate;
    history: DemoHistory;
    standing: DemoStanding;
    recorder: StaffActor;
    newEventId: EventIds;
  },
): Promise<DocumentsByPath> {
  const addition = await planAddition({
    certificateId,
    eventId: newEventId(),
    details: history.recorded,
    recorder,
    ...(standing.replaces ? { replaces: standing.replaces } : {}),
  });
  let current = after(register, addition, certificate.createdAt);
  for (const correction of history.corrections) {
    current = await corrected(
      current,
      certificateId,
      correction.details,
      recorder,
      correction.at,
      newEventId,
    );
  }
  for (const step of standing.steps) {
    current = stepped(current, certificateId, step, newEventId());
  }
  return current;
}

/** The review steps a demo attempt has been through, in order, read from what they set. */
function reviewStepsOf(record: DemoVerificationAttempt): { step: ReviewStep; date: Date }[] {
  return [
    record.reviewedAt && record.reviewNote !== null
      ? { step: { kind: 'flag', note: record.reviewNote } as const, date: record.reviewedAt }
      : null,
    record.investigatedAt && record.investigationNote !== null
      ? {
          step: { kind: 'investigate', note: record.investigationNote } as const,
          date: record.investigatedAt,
        }
      : null,
  ].filter((taken) => taken !== null);
}

/**
 * A demo verification attempt as the verification page recorded it, then each review step taken
 * on it (by `reviewer`) as the review screen plans it, with the event recording each.
 */
export function recordDemoAttempt(
  register: DocumentsByPath,
  {
    attemptId,
    record,
    reviewer,
    newEventId,
  }: {
    attemptId: string;
    record: DemoVerificationAttempt;
    reviewer: StaffActor;
    newEventId: EventIds;
  },
): DocumentsByPath {
  const path = pathOf(collections.failedVerifications, attemptId);
  let current: DocumentsByPath = new Map(register).set(path, {
    ...failedAttemptFor(record, record.userAgent),
    attemptedAt: at(record.attemptedAt),
  });
  for (const { step, date } of reviewStepsOf(record)) {
    const stored = current.get(path) ?? {};
    const plan = planReviewStep({
      attemptId,
      stored,
      step,
      actor: reviewer,
      eventId: newEventId(),
    });
    current = after(current, plan, date);
  }
  return current;
}
