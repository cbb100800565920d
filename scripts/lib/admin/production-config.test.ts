import { describe, expect, it } from 'vitest';

import { checkProductionConfig, projectIdProblem } from './production-config';

const project = 'larkfield-prod';
const goodConfig = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA1234567890abcdefghijklmnopqrstuv',
  VITE_FIREBASE_AUTH_DOMAIN: 'larkfield-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: project,
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  VITE_APPCHECK_SITE_KEY: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_',
};

describe('projectIdProblem', () => {
  it('accepts a real project id', () => {
    expect(projectIdProblem(project)).toBeNull();
  });

  it.each([
    [
      'demo-larkfield',
      '--project demo-larkfield is a demo project, which exists only on the local emulators: name the id of a real Firebase project.',
    ],
    [
      'Larkfield_Prod',
      '--project Larkfield_Prod is not a Firebase project id (6 to 30 lower-case letters, digits and hyphens, starting with a letter).',
    ],
    [
      'lark',
      '--project lark is not a Firebase project id (6 to 30 lower-case letters, digits and hyphens, starting with a letter).',
    ],
  ])('refuses %s', (id, line) => {
    expect(projectIdProblem(id)).toBe(line);
  });
});

describe('checkProductionConfig', () => {
  it('gives the values, trimmed, when every one is well formed', () => {
    const spaced = { ...goodConfig, VITE_FIREBASE_PROJECT_ID: ` ${project}\n` };
    expect(checkProductionConfig(spaced, project)).toEqual({ config: goodConfig, problems: [] });
  });

  const problems: [string, Record<string, string>, string][] = [
    ...Object.keys(goodConfig).map((name): [string, Record<string, string>, string] => [
      `${name} missing`,
      { [name]: '' },
      `${name} is not set (`,
    ]),
    [
      'an API key that is not one',
      { VITE_FIREBASE_API_KEY: 'my-api-key' },
      'VITE_FIREBASE_API_KEY is not a Firebase web API key (39 characters starting with "AIza") (apiKey in Project settings > Your apps).',
    ],
    [
      'an auth domain given as a URL',
      { VITE_FIREBASE_AUTH_DOMAIN: 'https://larkfield-prod.firebaseapp.com/' },
      'VITE_FIREBASE_AUTH_DOMAIN is not a host name (for example larkfield-awards.firebaseapp.com, without https:// or a path)',
    ],
    [
      'another project in the configuration',
      { VITE_FIREBASE_PROJECT_ID: 'larkfield-staging' },
      `VITE_FIREBASE_PROJECT_ID names "larkfield-staging", not the --project "${project}"`,
    ],
    [
      'an app id of an Android app',
      { VITE_FIREBASE_APP_ID: '1:123456789012:android:0123456789abcdef' },
      'VITE_FIREBASE_APP_ID is not the app id of a web app (like 1:123456789012:web:0123456789abcdef)',
    ],
    [
      'a site key that is too short',
      { VITE_APPCHECK_SITE_KEY: '6LcAbCdEf' },
      'VITE_APPCHECK_SITE_KEY is not a reCAPTCHA Enterprise site key (40 letters, digits, - and _) (the key ID in Google Cloud console > Security > reCAPTCHA).',
    ],
  ];

  it.each(problems)('%s: one problem, naming it and where to find it', (_, change, line) => {
    const checked = checkProductionConfig({ ...goodConfig, ...change }, project);
    expect(checked.config).toBeNull();
    expect(checked.problems).toHaveLength(1);
    expect(checked.problems[0]).toContain(line);
  });

  it('lists every problem, in the order the values are listed', () => {
    expect(checkProductionConfig({}, project).problems).toEqual(
      Object.keys(goodConfig).map((name) => expect.stringMatching(`^${name} is not set \\(`)),
    );
  });
});
