import { newestSignInLink } from './emulator-sign-in-link';

describe('newestSignInLink', () => {
  const codes = [
    { email: 'n@harbour.example', requestType: 'EMAIL_SIGNIN', oobLink: 'http://x/first' },
    { email: 'n@harbour.example', requestType: 'PASSWORD_RESET', oobLink: 'http://x/reset' },
    { email: 'other@harbour.example', requestType: 'EMAIL_SIGNIN', oobLink: 'http://x/other' },
    { email: 'N@Harbour.example', requestType: 'EMAIL_SIGNIN', oobLink: 'http://x/second' },
    { email: 'n@harbour.example', requestType: 'EMAIL_SIGNIN' },
  ];

  it("is the last sign-in link sent to the address, the emulator's list being oldest first", () => {
    expect(newestSignInLink(codes, 'n@harbour.example')).toBe('http://x/second');
    expect(newestSignInLink(codes.slice(0, 3), 'n@harbour.example')).toBe('http://x/first');
  });

  it('is null when none was sent to the address', () => {
    expect(newestSignInLink(codes, 'nobody@harbour.example')).toBeNull();
    expect(newestSignInLink([], 'n@harbour.example')).toBeNull();
  });
});
