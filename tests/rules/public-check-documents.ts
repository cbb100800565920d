import { doc, setDoc, Timestamp } from 'firebase/firestore';

import { collections } from '@/domain/collections';
import { planLogCheck } from '@/domain/plans/public-check';
import { CHECK_RETENTION_DAYS } from '@/domain/limits';

import { seed } from './harness';
import { planned, type Write } from './writes';

/** The public check's documents for the rules tests: logged checks and visitors' quotas. */

/** A key no certificate has: what a wrong guess looks up. */
export function unknownKey(seedText: string): string {
  return Array.from({ length: 64 }, (_, index) =>
    ((seedText.charCodeAt(index % seedText.length) + index) % 16).toString(16),
  ).join('');
}

export function checkPath(id: string): string {
  return `${collections.verificationChecks}/${id}`;
}

export function quotaPath(uid: string): string {
  return `${collections.verifierQuota}/${uid}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The writes of one logged check, as the verification page commits them (planLogCheck): the
 * check, and the visitor's quota starting a window (`start`) or counting one more check in it
 * (`continue`).
 */
export function checkWrites(
  uid: string,
  checkId: string,
  keys: readonly string[],
  quota: 'start' | 'continue' = 'start',
): Write[] {
  const step =
    quota === 'start'
      ? ({ kind: 'start', count: 1 } as const)
      : ({ kind: 'continue', count: 2 } as const);
  return planned(planLogCheck({ uid, checkId, keys, step, now: new Date() }));
}

/** A quota already held, as if its window opened `minutesAgo` and the latest check then. */
export async function seedQuota(
  uid: string,
  {
    count,
    minutesAgo,
    keys = [],
    lastCheckId = 'earlier-check',
    lastMinutesAgo = minutesAgo,
  }: {
    count: number;
    minutesAgo: number;
    keys?: string[];
    lastCheckId?: string;
    lastMinutesAgo?: number;
  },
): Promise<void> {
  await seed((db) =>
    setDoc(doc(db, quotaPath(uid)), {
      windowStart: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      count,
      lastCheckId,
      lastKeys: keys,
      lastAt: Timestamp.fromMillis(Date.now() - lastMinutesAgo * 60_000),
      expiresAt: Timestamp.fromMillis(Date.now() - lastMinutesAgo * 60_000 + DAY_MS),
    }),
  );
}

/** A check already logged by `uid`, `minutesAgo`, with the quota naming it. */
export async function seedCheck(
  uid: string,
  checkId: string,
  keys: string[],
  minutesAgo = 0,
): Promise<void> {
  await seed((db) =>
    setDoc(doc(db, checkPath(checkId)), {
      uid,
      keys,
      at: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      expiresAt: Timestamp.fromMillis(Date.now() + CHECK_RETENTION_DAYS * DAY_MS),
    }),
  );
  await seedQuota(uid, { count: 1, minutesAgo, keys, lastCheckId: checkId });
}
