import { recentActivity, recentWindowStart } from './recent-activity';

const now = new Date('2026-11-21T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('recentActivity', () => {
  it('orders by createdAt, newest first, and keeps five', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({
      id: `c${i}`,
      createdAt: at(`2026-11-${String(10 + i).padStart(2, '0')}T09:00:00Z`),
      awardedDate: '2026-01-01',
    }));
    expect(recentActivity(items, now).map((item) => item.id)).toEqual([
      'c7',
      'c6',
      'c5',
      'c4',
      'c3',
    ]);
  });

  it('treats a missing createdAt as now', () => {
    const items = [
      { id: 'old', createdAt: at('2026-11-20T09:00:00Z'), awardedDate: '' },
      { id: 'legacy', createdAt: null, awardedDate: '' },
      { id: 'future', createdAt: at('2026-11-22T09:00:00Z'), awardedDate: '' },
    ];
    expect(recentActivity(items, now).map((item) => item.id)).toEqual(['future', 'legacy', 'old']);
  });

  it('breaks createdAt ties by awarded date without spaces, then by id, both descending', () => {
    const same = at('2026-11-20T09:00:00Z');
    const items = [
      { id: 'a', createdAt: same, awardedDate: '2024-05-01' },
      { id: 'b', createdAt: same, awardedDate: '2025 - 01 - 01' },
      { id: 'c', createdAt: same, awardedDate: '2024-05-01' },
      { id: 'd', createdAt: same, awardedDate: '2025-01-01' },
    ];
    expect(recentActivity(items, now).map((item) => item.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('does not change its input', () => {
    const items = [
      { id: 'a', createdAt: at('2026-01-01T00:00:00Z'), awardedDate: '' },
      { id: 'b', createdAt: at('2026-02-01T00:00:00Z'), awardedDate: '' },
    ];
    recentActivity(items, now);
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('recentWindowStart', () => {
  it('is seven days before now', () => {
    expect(recentWindowStart(now).toISOString()).toBe('2026-11-14T12:00:00.000Z');
  });
});
