import { DEFAULT_PROJECT_ID, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the demo project on the local emulators', () => {
    const env = parseEnv({});
    expect(env.firebase.projectId).toBe(DEFAULT_PROJECT_ID);
    expect(env.useEmulators).toBe(true);
    expect(env.emulators.auth).toBe('http://127.0.0.1:9099');
    expect(env.emulators.firestore).toEqual({ host: '127.0.0.1', port: 8080 });
  });

  it('requires the web configuration for a real project and names what is missing', () => {
    expect(() =>
      parseEnv({ VITE_FIREBASE_PROJECT_ID: 'larkfield-prod', VITE_FIREBASE_API_KEY: 'key' }),
    ).toThrow('VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID');
  });

  it('accepts a complete real configuration and does not use the emulators', () => {
    const env = parseEnv({
      VITE_FIREBASE_PROJECT_ID: 'larkfield-prod',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'larkfield-prod.firebaseapp.com',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(env.useEmulators).toBe(false);
    expect(env.firebase).toEqual({
      apiKey: 'key',
      authDomain: 'larkfield-prod.firebaseapp.com',
      projectId: 'larkfield-prod',
      appId: '1:2:web:3',
    });
  });

  it('rejects malformed values', () => {
    expect(() => parseEnv({ VITE_FIREBASE_PROJECT_ID: 'Bad Id' })).toThrow('not a valid');
    expect(() => parseEnv({ VITE_FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow('host:port');
  });
});
