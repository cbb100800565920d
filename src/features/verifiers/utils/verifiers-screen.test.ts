import { acmeVerifier, brookVerifier, coleVerifier, testRequests } from '@/testing/verifiers';

import type { VerifiersStep } from './verifier-step-text';
import {
  allowanceAsked,
  initialVerifiersScreen,
  verifiersScreen,
  type VerifiersEvent,
  type VerifiersScreen,
} from './verifiers-screen';

const [daleRequest] = testRequests as [(typeof testRequests)[number]];
const suspendAcme = { kind: 'suspend', account: acmeVerifier } as const;
const reactivateCole = { kind: 'reactivate', account: coleVerifier } as const;
const closeDale = { kind: 'close-request', request: daleRequest } as const;
const acmeTo800 = { kind: 'change-allowance', account: acmeVerifier, dailyAllowance: 800 } as const;

const run = (...events: VerifiersEvent[]): VerifiersScreen =>
  events.reduce(verifiersScreen, initialVerifiersScreen);

describe('verifiersScreen', () => {
  it('asks to confirm the step chosen, and forgets it when cancelled', () => {
    expect(run({ type: 'step-chosen', chosen: suspendAcme })).toEqual({
      step: 'confirming',
      chosen: suspendAcme,
    });
    expect(run({ type: 'step-chosen', chosen: closeDale }, { type: 'cancelled' })).toEqual(
      initialVerifiersScreen,
    );
  });

  it('says what each step did, naming the account or the request', () => {
    const told = (taken: VerifiersStep) => {
      const state = run({ type: 'step-taken', taken });
      return state.step === 'browsing' ? state.outcome : null;
    };
    expect(told(suspendAcme)).toEqual({
      tone: 'success',
      text: 'Acme Recruitment (hr@acme-recruitment.example) is suspended: it checks no candidates until it is reactivated.',
    });
    expect(told(reactivateCole)?.text).toBe(
      'Cole Security (vetting@cole-security.example) is active again.',
    );
    expect(told(acmeTo800)?.text).toBe(
      'Acme Recruitment (hr@acme-recruitment.example) may now check 800 rows a day.',
    );
    expect(told(closeDale)?.text).toBe(
      'The request from Dale Staffing (priya@dale-staffing.example) is closed.',
    );
  });

  it('says why a step failed', () => {
    const message = 'Acme Recruitment is suspended already.';
    expect(
      run(
        { type: 'step-chosen', chosen: suspendAcme },
        { type: 'step-failed', tried: suspendAcme, message },
      ),
    ).toEqual({
      step: 'browsing',
      outcome: {
        tone: 'error',
        text: `Acme Recruitment (hr@acme-recruitment.example) was not changed: ${message}`,
      },
    });
    expect(
      run({
        type: 'step-failed',
        tried: closeDale,
        message: 'This request has been closed already.',
      }),
    ).toMatchObject({
      outcome: {
        tone: 'error',
        text: 'The request from Dale Staffing (priya@dale-staffing.example) was not closed: This request has been closed already.',
      },
    });
  });

  it('opens an allowance at the account’s own, and keeps what is typed', () => {
    const opened = run({ type: 'allowance-chosen', account: brookVerifier });
    expect(opened).toEqual({
      step: 'changing-allowance',
      account: brookVerifier,
      typed: '1200',
      error: null,
      failure: null,
    });
    expect(verifiersScreen(opened, { type: 'allowance-typed', typed: '2000' })).toMatchObject({
      typed: '2000',
    });
  });

  it('shows what to fix in an allowance until it is typed again', () => {
    const refused = run(
      { type: 'allowance-chosen', account: acmeVerifier },
      { type: 'allowance-typed', typed: '40' },
      { type: 'allowance-refused', error: 'Too few.' },
    );
    expect(refused).toMatchObject({ typed: '40', error: 'Too few.' });
    expect(verifiersScreen(refused, { type: 'allowance-typed', typed: '400' })).toMatchObject({
      typed: '400',
      error: null,
    });
  });

  it('keeps a new allowance that failed open with why, to try again', () => {
    const failed = run(
      { type: 'allowance-chosen', account: acmeVerifier },
      { type: 'allowance-typed', typed: '800' },
      { type: 'step-failed', tried: acmeTo800, message: 'The register did not answer.' },
    );
    expect(failed).toEqual({
      step: 'changing-allowance',
      account: acmeVerifier,
      typed: '800',
      error: null,
      failure: 'The register did not answer.',
    });
    expect(verifiersScreen(failed, { type: 'step-taken', taken: acmeTo800 })).toMatchObject({
      step: 'browsing',
      outcome: { tone: 'success' },
    });
  });

  it('tells the outcome of a step still saving when its dialog was closed', () => {
    const closed = run({ type: 'allowance-chosen', account: acmeVerifier }, { type: 'cancelled' });
    expect(
      verifiersScreen(closed, { type: 'step-failed', tried: acmeTo800, message: 'Offline.' }),
    ).toEqual({
      step: 'browsing',
      outcome: {
        tone: 'error',
        text: 'Acme Recruitment (hr@acme-recruitment.example) was not changed: Offline.',
      },
    });
    const cancelled = run({ type: 'step-chosen', chosen: suspendAcme }, { type: 'cancelled' });
    expect(verifiersScreen(cancelled, { type: 'step-taken', taken: suspendAcme })).toMatchObject({
      outcome: { tone: 'success' },
    });
  });

  it('puts the last outcome away when another step is chosen', () => {
    const told = run({ type: 'step-taken', taken: reactivateCole });
    expect(
      verifiersScreen(told, { type: 'allowance-chosen', account: acmeVerifier }),
    ).toMatchObject({ step: 'changing-allowance' });
    expect(verifiersScreen(told, { type: 'step-chosen', chosen: closeDale })).toEqual({
      step: 'confirming',
      chosen: closeDale,
    });
  });

  it('ignores what does not belong: a second choice, typing with no dialog, a cancel while browsing', () => {
    const confirming = run({ type: 'step-chosen', chosen: suspendAcme });
    expect(verifiersScreen(confirming, { type: 'step-chosen', chosen: closeDale })).toBe(
      confirming,
    );
    expect(verifiersScreen(confirming, { type: 'allowance-chosen', account: brookVerifier })).toBe(
      confirming,
    );
    expect(verifiersScreen(confirming, { type: 'allowance-typed', typed: '9' })).toBe(confirming);
    expect(verifiersScreen(confirming, { type: 'allowance-refused', error: 'x' })).toBe(confirming);
    const told = run({ type: 'step-taken', taken: reactivateCole });
    expect(verifiersScreen(told, { type: 'cancelled' })).toBe(told);
  });
});

describe('allowanceAsked', () => {
  it('takes a whole number of rows from 50 to 5,000 that changes the allowance', () => {
    expect(allowanceAsked(acmeVerifier, ' 800 ')).toEqual({ ok: true, dailyAllowance: 800 });
    expect(allowanceAsked(acmeVerifier, '50')).toEqual({ ok: true, dailyAllowance: 50 });
    expect(allowanceAsked(acmeVerifier, '5000')).toEqual({ ok: true, dailyAllowance: 5000 });
  });

  it.each(['', '49', '5001', '500.5', '1,000', 'lots'])('refuses %j', (typed) => {
    expect(allowanceAsked(acmeVerifier, typed)).toEqual({
      ok: false,
      error: 'Enter a whole number of rows a day from 50 to 5,000.',
    });
  });

  it('refuses the allowance the account has already', () => {
    expect(allowanceAsked(acmeVerifier, '500')).toEqual({
      ok: false,
      error: 'That is its allowance already: enter another number.',
    });
  });
});
