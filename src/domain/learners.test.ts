import { describe, expect, it } from 'vitest';

import { learnerAccountVerdict, learnerClaimFrom } from './learners';

describe('learnerAccountVerdict', () => {
  const base = { uid: 'u1', signedInAt: 2_000 };

  it('claims the address for an account the link made', () => {
    expect(learnerAccountVerdict({ ...base, isNewUser: true, claim: null })).toBe('claim');
    // An earlier, closed account's claim is taken over.
    const old = { uid: 'u0', signedInAt: 1_000 };
    expect(learnerAccountVerdict({ ...base, isNewUser: true, claim: old })).toBe('claim');
  });

  it('welcomes back an account that claimed the address in an earlier session', () => {
    const claim = { uid: 'u1', signedInAt: 1_000 };
    expect(learnerAccountVerdict({ ...base, isNewUser: false, claim })).toBe('returning');
  });

  it('closes an account that was there before the link and holds no earlier claim', () => {
    expect(learnerAccountVerdict({ ...base, isNewUser: false, claim: null })).toBe('close');
    // Claimed by this account only since this link verified the address: by whoever opened it.
    const raced = { uid: 'u1', signedInAt: 2_000 };
    expect(learnerAccountVerdict({ ...base, isNewUser: false, claim: raced })).toBe('close');
    const other = { uid: 'u9', signedInAt: 1_000 };
    expect(learnerAccountVerdict({ ...base, isNewUser: false, claim: other })).toBe('close');
  });
});

describe('learnerClaimFrom', () => {
  it('reads a stored claim, and nothing else as one', () => {
    expect(learnerClaimFrom({ uid: 'u1', signedInAt: 5, claimedAt: new Date() })).toEqual({
      uid: 'u1',
      signedInAt: 5,
    });
    expect(learnerClaimFrom(undefined)).toBeNull();
    expect(learnerClaimFrom({ uid: 'u1', signedInAt: '5' })).toBeNull();
  });
});
