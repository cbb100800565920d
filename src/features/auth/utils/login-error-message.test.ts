import {
  isRejectedCredentials,
  LOGIN_FAILED_PREFIX,
  loginErrorMessage,
} from './login-error-message';

function providerError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}

describe('loginErrorMessage', () => {
  it('gives a wrong password and an unknown account the same message', () => {
    const wrongPassword = loginErrorMessage(providerError('auth/wrong-password'));
    expect(wrongPassword).toBe(
      'The e-mail address or password is incorrect. Check them and try again.',
    );
    expect(loginErrorMessage(providerError('auth/user-not-found'))).toBe(wrongPassword);
    expect(loginErrorMessage(providerError('auth/invalid-credential'))).toBe(wrongPassword);
    expect(loginErrorMessage(providerError('auth/invalid-login-credentials'))).toBe(wrongPassword);
  });

  it.each([
    ['auth/invalid-email', /not a valid e-mail address/],
    ['auth/too-many-requests', /too many unsuccessful attempts/],
    ['auth/user-disabled', /has been disabled/],
    ['auth/network-request-failed', /could not reach the sign-in service/],
  ])('explains %s in plain English', (code, expected) => {
    const message = loginErrorMessage(providerError(code));
    expect(message).toMatch(expected);
    expect(message).not.toContain('auth/');
    expect(message).not.toContain('Firebase');
  });

  it("shows the provider's own message for any other code", () => {
    expect(
      loginErrorMessage(
        providerError(
          'auth/operation-not-allowed',
          'Firebase: Error (auth/operation-not-allowed).',
        ),
      ),
    ).toBe('Firebase: Error (auth/operation-not-allowed).');
    expect(loginErrorMessage(new Error('Connection reset'))).toBe('Connection reset');
  });

  it('does not treat inherited object keys as known codes', () => {
    expect(loginErrorMessage(providerError('constructor', 'Odd failure'))).toBe('Odd failure');
  });

  it('falls back to a general message when there is nothing readable', () => {
    expect(loginErrorMessage(undefined)).toMatch(/Something went wrong/);
    expect(loginErrorMessage('boom')).toMatch(/Something went wrong/);
    expect(loginErrorMessage({ code: 'auth/internal-error', message: '  ' })).toMatch(
      /Something went wrong/,
    );
  });

  it('is shown after the prefix the specification gives', () => {
    expect(LOGIN_FAILED_PREFIX).toBe('Login failed: ');
  });
});

describe('isRejectedCredentials', () => {
  it.each([
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-email',
  ])('blames what was typed for %s', (code) => {
    expect(isRejectedCredentials(providerError(code))).toBe(true);
  });

  it.each(['auth/network-request-failed', 'auth/too-many-requests', 'auth/user-disabled'])(
    'does not blame what was typed for %s',
    (code) => {
      expect(isRejectedCredentials(providerError(code))).toBe(false);
    },
  );

  it('does not blame what was typed for a failure without a code', () => {
    expect(isRejectedCredentials(new Error('Connection reset'))).toBe(false);
    expect(isRejectedCredentials(null)).toBe(false);
  });
});
