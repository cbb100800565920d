import { describe, expect, it } from 'vitest';

import { initialLearnerSignIn, learnerSignInScreen as next } from './learner-sign-in-screen';

const session = { uid: 'u1', email: 'ada@example.org', signedInAt: 1 };

describe('learnerSignInScreen', () => {
  it('asks for an address, sends a link, and starts again on request', () => {
    let state = next(initialLearnerSignIn, {
      type: 'checked',
      session: null,
      isLink: false,
      rememberedAddress: '',
    });
    expect(state).toEqual({ step: 'enter-address', address: '', error: null, sending: false });
    state = next(state, { type: 'address-typed', address: 'ada@example.org' });
    state = next(state, { type: 'sending' });
    expect(next(state, { type: 'address-typed', address: 'x' })).toBe(state);
    state = next(state, { type: 'sent', email: 'ada@example.org', emulatorLink: 'http://l' });
    expect(state).toEqual({
      step: 'link-sent',
      email: 'ada@example.org',
      emulatorLink: 'http://l',
    });
    expect(next(state, { type: 'start-again' })).toMatchObject({ step: 'enter-address' });
  });

  it('signs in with a link opened here at once, and asks for the address on another device', () => {
    const here = next(initialLearnerSignIn, {
      type: 'checked',
      session: null,
      isLink: true,
      rememberedAddress: 'ada@example.org',
    });
    expect(here).toEqual({ step: 'signing-in', email: 'ada@example.org' });
    expect(next(here, { type: 'signed-in', session })).toEqual({ step: 'signed-in', session });
    const elsewhere = next(initialLearnerSignIn, {
      type: 'checked',
      session: null,
      isLink: true,
      rememberedAddress: '',
    });
    expect(elsewhere).toMatchObject({ step: 'confirm-address' });
    const retry = next(next(elsewhere, { type: 'signing-in', email: 'x@y.z' }), {
      type: 'sign-in-failed',
      canRetry: true,
      message: 'Not that address.',
    });
    expect(retry).toMatchObject({ step: 'confirm-address', error: 'Not that address.' });
    expect(
      next(retry, { type: 'sign-in-failed', canRetry: false, message: 'Used already.' }),
    ).toEqual({ step: 'link-failed', message: 'Used already.' });
  });

  it('closes an older account with a fresh link, and refuses a staff account', () => {
    const signing = { step: 'signing-in', email: 'ada@example.org' } as const;
    expect(
      next(signing, { type: 'started-afresh', email: 'ada@example.org', emulatorLink: null }),
    ).toEqual({ step: 'fresh-link-sent', email: 'ada@example.org', emulatorLink: null });
    expect(next(signing, { type: 'staff-account', email: 'ada@example.org' })).toEqual({
      step: 'staff-account',
      email: 'ada@example.org',
    });
    const returning = next(initialLearnerSignIn, {
      type: 'checked',
      session,
      isLink: false,
      rememberedAddress: '',
    });
    expect(returning).toEqual({ step: 'signed-in', session });
    expect(next(returning, { type: 'signed-out' })).toMatchObject({ step: 'enter-address' });
  });
});
