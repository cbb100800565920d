import { describe, expect, it } from 'vitest';

import {
  accountRequestFormReducer as reduce,
  firstFieldToFix,
  initialAccountRequestForm,
  requestToSend,
  type AccountRequestFormState,
} from './account-request-form';

const typed = (
  values: Record<string, string>,
  state: AccountRequestFormState = initialAccountRequestForm,
) =>
  Object.entries(values).reduce(
    (current, [field, value]) => reduce(current, { type: 'typed', field: field as never, value }),
    state,
  );

const filledIn = () =>
  typed({
    organisation: '  Acme   Recruitment ',
    name: 'Jo  Bloggs',
    email: ' Jo@Acme.Example ',
    message: ' About 300 applicants a month. ',
  });

const sending = () => reduce(filledIn(), { type: 'submitted' });

describe('the request for a verifier account', () => {
  it('starts empty, with nothing to send', () => {
    expect(initialAccountRequestForm.values).toEqual({
      organisation: '',
      name: '',
      email: '',
      message: '',
    });
    expect(initialAccountRequestForm.phase).toBe('editing');
    expect(requestToSend(initialAccountRequestForm)).toBeNull();
  });

  it('says what to fix in each field, keeps what was typed and sends nothing', () => {
    const state = reduce(
      typed({ organisation: 'Acme "R"', email: 'not an address', message: 'x'.repeat(1001) }),
      { type: 'submitted' },
    );
    expect(state.phase).toBe('editing');
    expect(state.errors).toEqual({
      organisation: 'Leave out double quotes and backslashes.',
      name: 'Enter your name.',
      email: 'Enter a real e-mail address, such as name@example.com.',
      message: 'Keep the message to 1,000 characters or fewer.',
    });
    expect(state.values.email).toBe('not an address');
    expect(state.values.message).toHaveLength(1001);
    expect(requestToSend(state)).toBeNull();
    expect(firstFieldToFix(state.errors)).toBe('organisation');
  });

  it('asks for each required field when nothing was typed, the message being optional', () => {
    const state = reduce(initialAccountRequestForm, { type: 'submitted' });
    expect(state.errors).toEqual({
      organisation: 'Enter the organisation’s name.',
      name: 'Enter your name.',
      email: 'Enter your work e-mail address.',
    });
    expect(firstFieldToFix({ email: 'Enter your work e-mail address.' })).toBe('email');
    expect(firstFieldToFix({})).toBeUndefined();
  });

  it('sends the request tidied, once, and ignores typing and a second submit meanwhile', () => {
    const state = sending();
    expect(state.phase).toBe('sending');
    expect(state.errors).toEqual({});
    expect(requestToSend(state)).toEqual({
      organisation: 'Acme Recruitment',
      name: 'Jo Bloggs',
      email: 'jo@acme.example',
      message: 'About 300 applicants a month.',
    });
    expect(reduce(state, { type: 'submitted' })).toBe(state);
    expect(reduce(state, { type: 'typed', field: 'name', value: 'x' })).toBe(state);
  });

  it('clears the errors of an earlier attempt once the request is valid', () => {
    const refused = reduce(typed({ organisation: 'Acme' }), { type: 'submitted' });
    expect(Object.keys(refused.errors)).toEqual(['name', 'email']);
    const state = reduce(typed({ name: 'Jo', email: 'jo@acme.example' }, refused), {
      type: 'submitted',
    });
    expect(state).toMatchObject({ phase: 'sending', errors: {} });
  });

  it('is sent, and then holds the address to invite and takes no more typing or submits', () => {
    const sent = reduce(sending(), { type: 'answered', outcome: { status: 'sent' } });
    expect(sent.phase).toBe('sent');
    expect(sent.request?.email).toBe('jo@acme.example');
    expect(requestToSend(sent)).toBeNull();
    expect(reduce(sent, { type: 'submitted' })).toBe(sent);
    expect(reduce(sent, { type: 'typed', field: 'name', value: 'x' })).toBe(sent);
  });

  it('is throttled with the time to send again, keeping what was typed', () => {
    const retryAt = new Date('2026-11-28T03:00:00Z');
    const throttled = reduce(sending(), {
      type: 'answered',
      outcome: { status: 'throttled', retryAt },
    });
    expect(throttled).toMatchObject({ phase: 'throttled', retryAt });
    expect(throttled.values).toEqual(filledIn().values);
    const again = reduce(throttled, { type: 'submitted' });
    expect(again).toMatchObject({ phase: 'sending', retryAt: null });
  });

  it('fails, keeping what was typed, and sends again on the next submit, with any correction', () => {
    const failed = reduce(sending(), { type: 'answered', outcome: { status: 'failed' } });
    expect(failed.phase).toBe('failed');
    expect(failed.values).toEqual(filledIn().values);
    const corrected = typed({ name: 'Jo Bloggs-Smith' }, failed);
    expect(corrected.phase).toBe('failed');
    const again = reduce(corrected, { type: 'submitted' });
    expect(again.phase).toBe('sending');
    expect(requestToSend(again)?.name).toBe('Jo Bloggs-Smith');
  });

  it('ignores an answer it did not ask for', () => {
    const answer = { type: 'answered', outcome: { status: 'sent' } } as const;
    expect(reduce(initialAccountRequestForm, answer)).toBe(initialAccountRequestForm);
    const failed = reduce(sending(), { type: 'answered', outcome: { status: 'failed' } });
    expect(reduce(failed, answer)).toBe(failed);
  });
});
