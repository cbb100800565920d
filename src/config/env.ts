/**
 * The app's environment, validated once. A `demo-` project id (the default) needs no credentials
 * and talks to the local Firebase emulators; any other project id must come with its real web
 * configuration, or the app refuses to start with a message that says what is missing.
 */

type RawEnv = Record<string, string | boolean | undefined>;

type FirebaseWebConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
};

type AppEnv = {
  firebase: FirebaseWebConfig;
  /** True for `demo-` projects: the app connects to the local emulators. */
  useEmulators: boolean;
  emulators: { auth: string; firestore: { host: string; port: number } };
  /**
   * The reCAPTCHA Enterprise site key App Check attests the public check with, on a real project
   * (docs/production.md); null on the emulators, which App Check does not cover.
   */
  appCheckSiteKey: string | null;
};

export const DEFAULT_PROJECT_ID = 'demo-larkfield';

function read(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function parseHostPort(value: string, name: string): { host: string; port: number } {
  const match = /^([\w.-]+|\[[0-9a-f:]+\]):(\d{1,5})$/i.exec(value);
  const port = Number(match?.[2]);
  if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      `${name} must look like host:port, for example 127.0.0.1:8080 (got "${value}").`,
    );
  }
  return { host: match[1], port };
}

export function parseEnv(raw: RawEnv): AppEnv {
  const projectId = read(raw, 'VITE_FIREBASE_PROJECT_ID') ?? DEFAULT_PROJECT_ID;
  if (!/^[a-z][a-z0-9-]{4,29}$/.test(projectId)) {
    throw new Error(`VITE_FIREBASE_PROJECT_ID "${projectId}" is not a valid Firebase project id.`);
  }
  const useEmulators = projectId.startsWith('demo-');

  const apiKey = read(raw, 'VITE_FIREBASE_API_KEY');
  const authDomain = read(raw, 'VITE_FIREBASE_AUTH_DOMAIN');
  const appId = read(raw, 'VITE_FIREBASE_APP_ID');
  if (!useEmulators) {
    const missing = [
      ['VITE_FIREBASE_API_KEY', apiKey],
      ['VITE_FIREBASE_AUTH_DOMAIN', authDomain],
      ['VITE_FIREBASE_APP_ID', appId],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length > 0) {
      throw new Error(`Firebase project "${projectId}" needs ${missing.join(', ')}.`);
    }
  }

  return {
    firebase: {
      // The emulators accept any API key; real projects were checked above.
      apiKey: apiKey ?? 'demo-api-key',
      authDomain: authDomain ?? `${projectId}.firebaseapp.com`,
      projectId,
      ...(appId ? { appId } : {}),
    },
    useEmulators,
    appCheckSiteKey: useEmulators ? null : (read(raw, 'VITE_APPCHECK_SITE_KEY') ?? null),
    emulators: {
      auth: `http://${read(raw, 'VITE_AUTH_EMULATOR_HOST') ?? '127.0.0.1:9099'}`,
      firestore: parseHostPort(
        read(raw, 'VITE_FIRESTORE_EMULATOR_HOST') ?? '127.0.0.1:8080',
        'VITE_FIRESTORE_EMULATOR_HOST',
      ),
    },
  };
}

// The project's Node scripts (npm run bench) import app modules outside Vite, where
// import.meta.env is undefined: they get the defaults and pass their own Firestore in.
export const env: AppEnv = parseEnv(import.meta.env ?? {});
