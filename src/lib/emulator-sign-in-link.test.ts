import { describe, expect, it } from 'vitest';

import { newestSignInLink } from './emulator-sign-in-link';

describe('newestSignInLink', () => {
  it('takes the newest sign-in link sent to the address, whatever its case', () => {
    const codes = [
      { email: 'Ada@Example.org', requestType: 'EMAIL_SIGNIN', oobLink: 'http://old' },
      { email: 'ada@example.org', requestType: 'VERIFY_EMAIL', oobLink: 'http://verify' },
      { email: 'ada@example.org', requestType: 'EMAIL_SIGNIN', oobLink: 'http://new' },
      { email: 'bob@example.org', requestType: 'EMAIL_SIGNIN', oobLink: 'http://bob' },
    ];
    expect(newestSignInLink(codes, 'ada@example.org')).toBe('http://new');
    expect(newestSignInLink(codes, 'eve@example.org')).toBeNull();
  });
});
