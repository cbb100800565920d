import { describe, expect, it } from 'vitest';

import { unmatchedQuery } from '@/testing/attempts';
import { siobhan } from '@/testing/learners';
import { OKAFOR } from '@/testing/staff';

import {
  BOOKKEEPING_KEYS,
  CERTIFICATE_KEYS,
  EVENT_KEYS,
  FAILED_VERIFICATION_KEYS,
  INDEX_ENTRY_KEYS,
} from './document-keys';
import { planAddition } from './plans/add-certificate';
import { stampedBy, type Plan } from './plans/plan';
import { failedAttemptFor } from './verification-input';

const keysOf = (data: object) => Object.keys(data).sort();
const sorted = (keys: readonly string[]) => [...keys].sort();

function dataAt(plan: Plan, collection: string): Record<string, unknown>[] {
  return plan.writes.flatMap((write) =>
    write.op !== 'delete' && write.path.startsWith(`${collection}/`) ? [write.data] : [],
  );
}

describe('the documents the domain builds', () => {
  it('are an addition with exactly the keys the register lists for each', async () => {
    const plan = await planAddition({
      certificateId: 'cert-1',
      eventId: 'event-1',
      recorder: OKAFOR,
      details: siobhan,
    });
    expect(dataAt(plan, 'certificates').map(keysOf)).toEqual([sorted(CERTIFICATE_KEYS)]);
    expect(dataAt(plan, 'verificationIndex').map(keysOf)).toEqual([
      sorted(INDEX_ENTRY_KEYS),
      sorted(INDEX_ENTRY_KEYS),
    ]);
    expect(dataAt(plan, 'auditEvents').map(keysOf)).toEqual([
      sorted([...EVENT_KEYS, 'certificateId', 'centreNumber']),
    ]);
  });

  it('stamp a change with exactly the bookkeeping keys', () => {
    expect(keysOf(stampedBy(OKAFOR, 'event-2'))).toEqual(sorted(BOOKKEEPING_KEYS));
  });

  it('file a failed attempt with every key but the time, which the server sets', () => {
    const attempt = failedAttemptFor(unmatchedQuery, 'Mozilla/5.0');
    expect(keysOf({ ...attempt, attemptedAt: null })).toEqual(sorted(FAILED_VERIFICATION_KEYS));
  });
});
