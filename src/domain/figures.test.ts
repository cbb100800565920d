import { describe, expect, it } from 'vitest';

import { formatCount } from './figures';

describe('formatCount', () => {
  it('groups thousands as en-GB does', () => {
    for (const value of [0, 7, 50, 999, 1000, 5000, 12_345, 1_000_000, 987_654_321]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-GB'));
    }
  });
});
