import { serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';

import { collections } from '@/domain/collections';
import { appliedInMemory } from '@/domain/plans/apply-in-memory';
import type { PlannedData } from '@/domain/plans/plan';
import { planFailedAttempt } from '@/domain/plans/public-check';
import { planReviewStep, reviewEventId, type ReviewStep } from '@/domain/plans/review-step';
import type { StaffActor } from '@/domain/staff';
import { unmatchedQuery } from '@/testing/attempts';

import { COLLEAGUE, seed, STAFF } from './harness';
import { commit, eventPath, merged, planned, type Write } from './writes';

/**
 * Failed verification attempts for the rules tests, and the review steps on them as the review
 * screen plans them (planReviewStep), altered for the cases the rules must refuse.
 */

export const ATTEMPT_ID = 'attempt-1';

export function attemptPath(id = ATTEMPT_ID): string {
  return `${collections.failedVerifications}/${id}`;
}

export const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/**
 * What the visitor typed: Siobhán's certificate number, her names without their accent and
 * apostrophe (as the events' subjects in these tests spell them).
 */
const query = { ...unmatchedQuery, firstName: 'siobhan', surname: 'connell' };

/**
 * A failed attempt exactly as the public check files it (planFailedAttempt), at the server's
 * time; `overrides` alter it.
 */
export function failedAttempt(overrides: Record<string, unknown> = {}): DocumentData {
  const [write] = planned(planFailedAttempt({ checkId: ATTEMPT_ID, query, userAgent: USER_AGENT }));
  if (write?.op !== 'set') throw new Error('The check files its attempt whole.');
  return merged(write.data, overrides);
}

/** The id of each review step's event in these tests. */
const flaggedEventId = (attemptId = ATTEMPT_ID) => `${attemptId}-flagged`;
export const investigatedEventId = (attemptId = ATTEMPT_ID) => `${attemptId}-investigated`;

type AttemptState = 'failed' | 'suspicious' | 'underInvestigation';

/** The steps a colleague took to bring a seeded attempt to each state, with their events' ids. */
function stepsTo(state: AttemptState, id: string): { step: ReviewStep; eventId: string }[] {
  const flag = {
    step: {
      kind: 'flag',
      note: 'Third attempt this week with the same certificate number and other names.',
    },
    eventId: flaggedEventId(id),
  } as const;
  const investigate = {
    step: { kind: 'investigate', note: 'Centre 87583 asked to confirm the learner list.' },
    eventId: investigatedEventId(id),
  } as const;
  return { failed: [], suspicious: [flag], underInvestigation: [flag, investigate] }[state];
}

/**
 * The attempt as seedAttempt leaves it: failed, then each step a colleague took on it, as the
 * review screen plans them (the attempt only: the steps' events are not seeded).
 */
function seededAttempt(state: AttemptState, id: string): PlannedData {
  const path = attemptPath(id);
  let documents: ReadonlyMap<string, PlannedData> = new Map([[path, failedAttempt()]]);
  for (const { step, eventId } of stepsTo(state, id)) {
    const stored = documents.get(path) ?? {};
    const plan = planReviewStep({ attemptId: id, stored, step, actor: COLLEAGUE, eventId });
    documents = appliedInMemory(documents, plan, serverTimestamp());
  }
  return documents.get(path) ?? {};
}

/**
 * A failed attempt already in the log, optionally already flagged suspicious (by a colleague,
 * with the event that records it as its last), or also put under investigation.
 */
export async function seedAttempt(state: AttemptState = 'failed', id = ATTEMPT_ID): Promise<void> {
  const data = seededAttempt(state, id);
  await seed((db) => commit(db, [{ op: 'set', path: attemptPath(id), data }]));
}

type ReviewStepOptions = {
  /** Alters the attempt's update; `undefined` leaves a field out. */
  overrides?: Record<string, unknown>;
  /** Alters the event; `undefined` leaves a field out. */
  eventChanges?: Record<string, unknown>;
  id?: string;
  reviewer?: StaffActor;
};

/**
 * A review step as the review screen plans it (planReviewStep) on the attempt seeded in `state`.
 * `overrides` alter the attempt's update, and the event follows it: filed under the id the
 * attempt names, recording each field it records as the attempt is written, so that a case with
 * one thing wrong on the attempt is refused by the attempt's rule, not the event's.
 */
function reviewStepWrites(
  state: AttemptState,
  step: ReviewStep,
  defaultEventId: string,
  { overrides = {}, eventChanges = {}, id = ATTEMPT_ID, reviewer = STAFF }: ReviewStepOptions,
): Write[] {
  const plan = planReviewStep({
    attemptId: id,
    stored: seededAttempt(state, id),
    step,
    actor: reviewer,
    eventId: reviewEventId(step, id, () => defaultEventId),
  });
  const writes = planned(plan);
  const update = writes.find((write) => write.path === attemptPath(id));
  const written = update?.op === 'update' ? merged(update.data, overrides) : null;
  return writes.map((write): Write => {
    if (write.op === 'delete') return write;
    if (write.path !== plan.eventPath) return { ...write, data: written ?? write.data };
    if (!written) return { ...write, data: merged(write.data, eventChanges) };
    const changes = Object.fromEntries(
      Object.entries(write.data.changes as Record<string, { from: unknown }>).map(
        ([field, { from }]) => [field, { from, to: written[field] ?? null }],
      ),
    );
    return {
      op: 'set',
      path: eventPath(String(written.lastEventId)),
      data: merged({ ...write.data, changes }, eventChanges),
    };
  });
}

/** 'Flag Suspicious' as the review screen sends it, on a failed attempt seeded by seedAttempt. */
export function flagSuspicious(db: Firestore, options: ReviewStepOptions = {}): Promise<void> {
  return commit(db, flagSuspiciousWrites(options));
}

/** The writes of 'Flag Suspicious': the attempt's update and its event. */
export function flagSuspiciousWrites(options: ReviewStepOptions = {}): Write[] {
  const note = 'Surname does not match the certificate holder; second attempt today.';
  const id = options.id ?? ATTEMPT_ID;
  return reviewStepWrites('failed', { kind: 'flag', note }, `${id}-flagged-now`, options);
}

/** 'Mark Under Investigation' as the review screen sends it, on an attempt seeded suspicious. */
export function markUnderInvestigation(
  db: Firestore,
  options: ReviewStepOptions = {},
): Promise<void> {
  const note = 'Referred to the centre for confirmation of enrolment.';
  const id = options.id ?? ATTEMPT_ID;
  return commit(
    db,
    reviewStepWrites(
      'suspicious',
      { kind: 'investigate', note },
      `${id}-investigated-now`,
      options,
    ),
  );
}

type CloseOptions = Omit<ReviewStepOptions, 'overrides'> & {
  /** The state the attempt was seeded in, which the event records. */
  state?: AttemptState;
};

/**
 * 'Mark Investigated' as the review screen sends it: the attempt deleted, and the event that
 * records it under the id derived from the attempt's, after the attempt's last event.
 */
export function closeAttempt(db: Firestore, options: CloseOptions = {}): Promise<void> {
  return commit(db, closeAttemptWrites(options));
}

/** The writes of 'Mark Investigated': the attempt's removal and its closing event. */
export function closeAttemptWrites({ state = 'failed', ...options }: CloseOptions = {}): Write[] {
  return reviewStepWrites(state, { kind: 'close' }, '', options);
}
