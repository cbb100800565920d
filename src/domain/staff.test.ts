import { describe, expect, it } from 'vitest';

import { isSessionAfterAccess } from './staff';

describe('isSessionAfterAccess', () => {
  const addedAt = new Date('2026-03-02T09:00:00.400Z');
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

  it('gives access to a session begun in a later second than the entry', () => {
    expect(isSessionAfterAccess(seconds('2026-03-02T09:00:01Z'), addedAt)).toBe(true);
    expect(isSessionAfterAccess(seconds('2026-03-05T12:00:00Z'), addedAt)).toBe(true);
  });

  it('gives none to a session begun before it, or within its second, which may have been before', () => {
    expect(isSessionAfterAccess(seconds('2026-03-01T09:00:00Z'), addedAt)).toBe(false);
    expect(isSessionAfterAccess(seconds('2026-03-02T09:00:00.900Z'), addedAt)).toBe(false);
    expect(isSessionAfterAccess(seconds('2026-03-02T09:00:00.100Z'), addedAt)).toBe(false);
  });
});
