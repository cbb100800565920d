import { OKAFOR } from '@/testing/staff';

import {
  initialLoginScreen,
  loginScreen,
  resetAddressProblem,
  type LoginEvent,
  type LoginScreen,
} from './login-screen';

const run = (...events: LoginEvent[]): LoginScreen =>
  events.reduce(loginScreen, initialLoginScreen);

const typed = {
  type: 'typed',
  change: { email: OKAFOR.email, password: 'secret' },
} as const;
const rejected = {
  type: 'sign-in-failed',
  failure: {
    message: 'Login failed: The e-mail address or password is incorrect.',
    credentialsRejected: true,
  },
} as const;
const sending = { type: 'reset-asked', problem: null } as const;

describe('loginScreen', () => {
  it('keeps what was typed, whatever else goes on', () => {
    const state = run(typed, { type: 'signing-in' }, { type: 'typed', change: { remember: true } });
    expect(state.fields).toEqual({
      email: OKAFOR.email,
      password: 'secret',
      remember: true,
    });
  });

  it('signs in, and stays signed in while the session catches up', () => {
    expect(run(typed, { type: 'signing-in' }).signIn).toEqual({ step: 'signing-in' });
    expect(run(typed, { type: 'signing-in' }, { type: 'signed-in', uid: 'u-1' }).signIn).toEqual({
      step: 'signed-in',
      uid: 'u-1',
    });
  });

  it('says why a sign-in failed, and puts that away on the next attempt of either kind', () => {
    const failed = run(typed, { type: 'signing-in' }, rejected);
    expect(failed.signIn).toEqual({ step: 'ready', failure: rejected.failure });
    expect(loginScreen(failed, { type: 'signing-in' }).signIn).toEqual({ step: 'signing-in' });
    expect(loginScreen(failed, sending).signIn).toEqual({ step: 'ready', failure: null });
    expect(loginScreen(failed, { type: 'reset-asked', problem: 'Enter' }).signIn).toEqual({
      step: 'ready',
      failure: null,
    });
  });

  it('ignores a second sign-in while one is going on or done, and answers only its own', () => {
    const signingIn = run(typed, { type: 'signing-in' });
    expect(loginScreen(signingIn, { type: 'signing-in' })).toBe(signingIn);
    const signedIn = loginScreen(signingIn, { type: 'signed-in', uid: 'u-1' });
    expect(loginScreen(signedIn, { type: 'signing-in' })).toBe(signedIn);
    expect(loginScreen(signedIn, rejected)).toBe(signedIn);
    expect(run(rejected)).toBe(initialLoginScreen);
    expect(run({ type: 'signed-in', uid: 'u-1' })).toBe(initialLoginScreen);
  });

  it('sends a reset link, and says so once the request has ended', () => {
    expect(run(typed, sending).resetLink).toEqual({ step: 'sending' });
    expect(run(typed, sending, { type: 'reset-answered', to: OKAFOR.email }).resetLink).toEqual({
      step: 'sent',
      to: OKAFOR.email,
    });
  });

  it('refuses a reset link without an address, and asks again only once the last has ended', () => {
    const problem = resetAddressProblem('');
    expect(run({ type: 'reset-asked', problem }).resetLink).toEqual({
      step: 'refused',
      message: problem,
    });
    const inFlight = run(typed, sending);
    expect(loginScreen(inFlight, sending)).toBe(inFlight);
    expect(run({ type: 'reset-answered', to: 'x@y.z' })).toBe(initialLoginScreen);
  });

  it('puts the reset message away when signing in, but tells a link still being sent', () => {
    const sent = run(typed, sending, { type: 'reset-answered', to: 'a@b.c' });
    expect(loginScreen(sent, { type: 'signing-in' }).resetLink).toEqual({ step: 'none' });
    const refused = run({ type: 'reset-asked', problem: 'Enter your e-mail address.' });
    expect(loginScreen(refused, { type: 'signing-in' }).resetLink).toEqual({ step: 'none' });
    const stillSending = run(typed, sending, { type: 'signing-in' });
    expect(stillSending.resetLink).toEqual({ step: 'sending' });
    expect(loginScreen(stillSending, { type: 'reset-answered', to: 'a@b.c' }).resetLink).toEqual({
      step: 'sent',
      to: 'a@b.c',
    });
  });
});

describe('resetAddressProblem', () => {
  it('accepts anything shaped like an address', () => {
    expect(resetAddressProblem(OKAFOR.email)).toBeNull();
    expect(resetAddressProblem('a@b')).toBeNull();
  });

  it('asks for an address, or a valid one', () => {
    expect(resetAddressProblem('')).toBe(
      'Enter your e-mail address, then choose Forgot Password? again.',
    );
    for (const address of ['j.okafor', 'a b@c.d', '@larkfield.example']) {
      expect(resetAddressProblem(address)).toBe(
        'Enter a valid e-mail address so that we can send you a link to reset your password.',
      );
    }
  });
});
