import type { ReviewStatus } from '../types';

/** Every review query's key, from one place (docs/decisions/020-staff-data-layer.md). */
export const reviewKeys = {
  all: ['review'] as const,
  /** One queue's pages, newest attempt first, each page's cursor leading to the next. */
  queue: (status: ReviewStatus) => [...reviewKeys.all, 'queue', status] as const,
  counts: () => [...reviewKeys.all, 'count'] as const,
  count: (status: ReviewStatus) => [...reviewKeys.counts(), status] as const,
};
