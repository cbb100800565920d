import { describe, expect, it } from 'vitest';

import {
  byAttention,
  centreFiguresSnapshotFrom,
  isSnapshotStale,
  needsAttention,
  type CentreFigures,
} from './centre-figures';
import { appliedInMemory } from './plans/apply-in-memory';
import { planCentreFiguresSnapshot, snapshotPathOf } from './plans/centre-figures';

const centre = (centreNumber: string, figures: Partial<CentreFigures> = {}): CentreFigures => ({
  centreNumber,
  name: `Centre ${centreNumber}`,
  status: 'active',
  certificates: 10,
  recentCertificates: 0,
  pendingWithdrawals: 0,
  ...figures,
});

describe('byAttention', () => {
  it('puts withdrawals waiting first, then the busiest of the week, then the rest by number', () => {
    const order = byAttention([
      centre('90210'),
      centre('87583', { recentCertificates: 3 }),
      centre('100', {}),
      centre('88145', { pendingWithdrawals: 1 }),
      centre('87602', { pendingWithdrawals: 2, recentCertificates: 0 }),
      centre('44120', { recentCertificates: 9 }),
    ]).map((figures) => figures.centreNumber);
    expect(order).toEqual(['87602', '88145', '44120', '87583', '100', '90210']);
  });

  it('says which centres have anything waiting or recorded lately', () => {
    expect(needsAttention(centre('1'))).toBe(false);
    expect(needsAttention(centre('1', { recentCertificates: 1 }))).toBe(true);
    expect(needsAttention(centre('1', { pendingWithdrawals: 1 }))).toBe(true);
  });
});

describe('isSnapshotStale', () => {
  const computedAt = new Date('2026-11-27T09:40:00Z');
  it('is fresh for a day and stale after', () => {
    expect(isSnapshotStale({ computedAt }, new Date('2026-11-28T09:40:00Z'))).toBe(false);
    expect(isSnapshotStale({ computedAt }, new Date('2026-11-28T09:40:01Z'))).toBe(true);
  });
});

describe('the snapshot of the centres’ figures', () => {
  it('is kept in one document under the centres’ numbers, and read back as counted', () => {
    const counted = [
      centre('87583', { recentCertificates: 2 }),
      centre('44120', { status: 'suspended' }),
    ];
    const plan = planCentreFiguresSnapshot({
      centres: counted,
      actor: { uid: 'u-admin', email: 'registrar@larkfield.test' },
    });
    expect(plan.writes.map((write) => write.path)).toEqual([snapshotPathOf('centreFigures')]);
    const at = new Date('2026-11-27T09:40:00Z');
    const stored = appliedInMemory(new Map(), plan, at).get('snapshots/centreFigures');
    expect(stored).toMatchObject({
      computedBy: 'registrar@larkfield.test',
      computedByUid: 'u-admin',
    });
    const toDate = (value: unknown) => (value instanceof Date ? value : null);
    expect(centreFiguresSnapshotFrom(stored, toDate)).toEqual({
      computedAt: at,
      computedBy: 'registrar@larkfield.test',
      centres: [counted[1], counted[0]],
    });
  });

  it('reads nothing from a document that is not one', () => {
    const toDate = (value: unknown) => (value instanceof Date ? value : null);
    expect(centreFiguresSnapshotFrom(undefined, toDate)).toBeNull();
    expect(centreFiguresSnapshotFrom({ computedAt: 'yesterday', centres: {} }, toDate)).toBeNull();
    expect(
      centreFiguresSnapshotFrom({ computedAt: new Date(), centres: 'all' }, toDate),
    ).toBeNull();
  });
});
