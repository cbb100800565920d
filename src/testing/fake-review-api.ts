import { vi } from 'vitest';

import { attemptFromDocument } from '@/features/review/api/attempt-converter';
import type { ReviewAction, ReviewApi } from '@/features/review/api/review-api';
import {
  ATTEMPTS_PAGE_SIZE,
  type AttemptCursor,
  type ReviewStatus,
  type VerificationAttempt,
} from '@/features/review/types';

import { ATTEMPTED_AT, filedAttempt } from './attempts';
import { OKAFOR } from './staff';

/** The staff member the fake records as signed in, as the real API reads it from the session. */
export const SIGNED_IN_REVIEWER = OKAFOR.email;

const queryFields = ['certificateNumber', 'studentNumber', 'firstName', 'surname'] as const;

/**
 * A failed attempt as the review screen reads it (attemptFromDocument), filed under `id`: what
 * the visitor typed, when and with what browser go through the check's plan (an employer's batch
 * check's, given an organisation); the review's fields (a flag, a note, who reviewed it) are set
 * as given.
 */
export function attempt({
  id,
  attemptedAt = ATTEMPTED_AT,
  userAgent,
  organisation,
  ...fields
}: Partial<VerificationAttempt> & { id: string }): VerificationAttempt {
  const query = Object.fromEntries(
    queryFields.filter((field) => field in fields).map((field) => [field, fields[field]]),
  );
  const review = Object.fromEntries(
    Object.entries(fields).filter(([field]) => !(queryFields as readonly string[]).includes(field)),
  );
  const document = filedAttempt({
    checkId: id,
    query,
    ...(userAgent === undefined ? {} : { userAgent }),
    ...(organisation ? { organisation } : {}),
    at: attemptedAt,
  });
  const snapshot = { id, data: () => document } as unknown as Parameters<
    typeof attemptFromDocument
  >[0];
  return { ...attemptFromDocument(snapshot), ...review };
}

/** When the fake server says each review step happened. */
export const SERVER_TIME = new Date(2025, 2, 14, 9, 30);

/**
 * The review api over an in-memory list, behaving as Firestore and the rules would: newest
 * first, paged by cursor, with each step changing only its own fields.
 */
export function fakeReviewApi(records: VerificationAttempt[], { emulators = false } = {}) {
  let store = [...records];
  const queue = (status: ReviewStatus) =>
    store
      .filter((record) => record.status === status)
      .sort((a, b) => (b.attemptedAt?.getTime() ?? 0) - (a.attemptedAt?.getTime() ?? 0));
  const change = (id: string, update: (record: VerificationAttempt) => VerificationAttempt) => {
    store = store.map((record) => (record.id === id ? update(record) : record));
  };

  const api = {
    listAttempts: vi.fn(
      async (
        status: ReviewStatus,
        {
          after,
          pageSize = ATTEMPTS_PAGE_SIZE,
        }: { after?: AttemptCursor | null; pageSize?: number },
      ) => {
        const all = queue(status);
        const start = after ? (after as unknown as number) : 0;
        const attempts = all.slice(start, start + pageSize);
        const end = start + attempts.length;
        return { attempts, next: end < all.length ? (end as unknown as AttemptCursor) : null };
      },
    ),
    countAttempts: vi.fn(async (status: ReviewStatus) => queue(status).length),
    flagSuspicious: vi.fn(async ({ attemptId, note }: ReviewAction) => {
      change(attemptId, (record) => ({
        ...record,
        status: 'suspicious',
        reviewedBy: SIGNED_IN_REVIEWER,
        reviewedAt: SERVER_TIME,
        reviewNote: note,
      }));
    }),
    markUnderInvestigation: vi.fn(async ({ attemptId, note }: ReviewAction) => {
      change(attemptId, (record) => ({
        ...record,
        investigationNote: note,
        investigatedBy: SIGNED_IN_REVIEWER,
        investigatedAt: SERVER_TIME,
        isUnderInvestigation: true,
      }));
    }),
    markInvestigated: vi.fn(async (attemptId: string) => {
      store = store.filter((record) => record.id !== attemptId);
    }),
    ...(emulators
      ? {
          createSampleAttempt: vi.fn(async () => {
            store = [...store, attempt({ id: `sample-${store.length}`, attemptedAt: new Date() })];
          }),
        }
      : {}),
  } satisfies ReviewApi;
  return api;
}
