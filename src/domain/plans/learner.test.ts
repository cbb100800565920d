import { describe, expect, it } from 'vitest';

import { planClaimAddress } from './learner';
import { SERVER_TIME } from './plan';

describe('planClaimAddress', () => {
  it('names the account and its session under the address, at the server’s time', () => {
    expect(
      planClaimAddress({ email: 'ada@example.org', uid: 'u1', signedInAt: 1_767_000_000 }).writes,
    ).toEqual([
      {
        op: 'set',
        path: 'learners/ada@example.org',
        data: { uid: 'u1', signedInAt: 1_767_000_000, claimedAt: SERVER_TIME },
      },
    ]);
  });
});
