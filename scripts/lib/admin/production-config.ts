/**
 * The web configuration a deployed build needs, checked before anything is built: the values
 * src/config/env.ts reads for a real project, and the reCAPTCHA Enterprise site key that App
 * Check uses on the public check. Each value is checked for its shape as well as its presence,
 * so a value pasted from the wrong box of the console is caught here, not by the first visitor.
 */

type RawEnv = Record<string, string | undefined>;

export const PRODUCTION_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_APPCHECK_SITE_KEY',
] as const;

type ProductionSetting = (typeof PRODUCTION_SETTINGS)[number];

export type ProductionConfig = Record<ProductionSetting, string>;

/** Firebase's own rule for project ids (6 to 30 characters). */
const projectIdPattern = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** Where each value is found in the console, said once for every problem with it. */
const whereToFind: Record<ProductionSetting, string> = {
  VITE_FIREBASE_API_KEY: 'apiKey in Project settings > Your apps',
  VITE_FIREBASE_AUTH_DOMAIN: 'authDomain in Project settings > Your apps',
  VITE_FIREBASE_PROJECT_ID: 'projectId in Project settings > Your apps',
  VITE_FIREBASE_APP_ID: 'appId in Project settings > Your apps',
  VITE_APPCHECK_SITE_KEY: 'the key ID in Google Cloud console > Security > reCAPTCHA',
};

/** What is wrong with a flag's project id, or null. */
export function projectIdProblem(projectId: string): string | null {
  if (projectId.startsWith('demo-')) {
    return `--project ${projectId} is a demo project, which exists only on the local emulators: name the id of a real Firebase project.`;
  }
  if (!projectIdPattern.test(projectId)) {
    return `--project ${projectId} is not a Firebase project id (6 to 30 lower-case letters, digits and hyphens, starting with a letter).`;
  }
  return null;
}

function shapeProblem(name: ProductionSetting, value: string, projectId: string): string | null {
  switch (name) {
    case 'VITE_FIREBASE_API_KEY':
      return /^AIza[\w-]{35}$/.test(value)
        ? null
        : 'is not a Firebase web API key (39 characters starting with "AIza")';
    case 'VITE_FIREBASE_AUTH_DOMAIN':
      return /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(value)
        ? null
        : 'is not a host name (for example larkfield-awards.firebaseapp.com, without https:// or a path)';
    case 'VITE_FIREBASE_PROJECT_ID':
      return value === projectId ? null : `names "${value}", not the --project "${projectId}"`;
    case 'VITE_FIREBASE_APP_ID':
      return /^1:\d+:web:[0-9a-f]+$/.test(value)
        ? null
        : 'is not the app id of a web app (like 1:123456789012:web:0123456789abcdef)';
    case 'VITE_APPCHECK_SITE_KEY':
      return /^[\w-]{40}$/.test(value)
        ? null
        : 'is not a reCAPTCHA Enterprise site key (40 letters, digits, - and _)';
  }
}

/**
 * The production configuration for `projectId`, or one line for each value that is missing or
 * malformed, in the order the values are listed above.
 */
export function checkProductionConfig(
  raw: RawEnv,
  projectId: string,
): { config: ProductionConfig; problems: [] } | { config: null; problems: string[] } {
  const problems: string[] = [];
  const config: Partial<ProductionConfig> = {};
  for (const name of PRODUCTION_SETTINGS) {
    const value = raw[name]?.trim() ?? '';
    const source = `(${whereToFind[name]})`;
    if (value === '') {
      problems.push(`${name} is not set ${source}.`);
      continue;
    }
    const problem = shapeProblem(name, value, projectId);
    if (problem) problems.push(`${name} ${problem} ${source}.`);
    else config[name] = value;
  }
  return problems.length === 0
    ? { config: config as ProductionConfig, problems: [] }
    : { config: null, problems };
}
