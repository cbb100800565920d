import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { accountRequestKey, validateVerifierRequest } from './verifier-requests';

describe('a request for a verifier account', () => {
  it('is tidied, its address in lower case', () => {
    expect(
      validateVerifierRequest({
        organisation: '  Acme   Recruitment ',
        name: 'Jo  Bloggs',
        email: ' Jo@Acme.Example ',
        message: ' Hello ',
      }),
    ).toEqual({
      ok: true,
      request: {
        organisation: 'Acme Recruitment',
        name: 'Jo Bloggs',
        email: 'jo@acme.example',
        message: 'Hello',
      },
    });
  });

  it('names each field that is wrong', () => {
    const result = validateVerifierRequest({
      organisation: 'Acme "R"',
      name: '',
      email: 'not an address',
      message: 'x'.repeat(1001),
    });
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'organisation',
    ]);
  });

  it('is counted as a check of a key the rules compute again', async () => {
    const expected = createHash('sha256')
      .update('["v1","account-request","Acme Recruitment","jo@acme.example"]')
      .digest('hex');
    expect(await accountRequestKey('Acme Recruitment', 'jo@acme.example')).toBe(expected);
  });
});
