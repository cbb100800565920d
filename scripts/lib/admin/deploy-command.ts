import type { Output, ParsedCommandLine } from '../usage-error';

/**
 * `npm run deploy` (scripts/deploy.ts): its command line, and what it does with one, given the
 * folder to deploy from, the environment and where to print. The test runs it in its own process
 * with stand-ins for the programs, which a separate process per case made slow.
 */

export const deployCommandLine = {
  usage: `Usage:
  npm run deploy -- --project <id> [--dry-run]
Options:
  --project <id>  the real Firebase project to deploy to (never a demo- project)
  --dry-run       print what would be built, run and deployed, and run nothing

Needs VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID (the same id as
--project), VITE_FIREBASE_APP_ID and VITE_APPCHECK_SITE_KEY, in .env.production.local or the
environment, and a firebase-tools sign-in (\`npx firebase login\`) or GOOGLE_APPLICATION_CREDENTIALS.
Deploys Hosting, firestore.rules and firestore.indexes.json; docs/production.md is the guide.`,
  options: {
    project: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
} as const;

export async function deployMain(
  { values }: ParsedCommandLine<typeof deployCommandLine>,
  { root, env, output }: { root: string; env: NodeJS.ProcessEnv; output: Pick<Output, 'out'> },
): Promise<void> {
  // Loaded here, not above: it brings Vite and the TypeScript parser, which --help never needs.
  const { describePlan, planDeploy, runDeploy } = await import('./deploy');
  const plan = planDeploy({ projectId: values.project, root, env });
  if (values['dry-run']) {
    output.out(`Dry run: nothing is built or deployed.\n\n${describePlan(plan)}`);
    return;
  }
  output.out(`${describePlan(plan)}\n`);
  await runDeploy(plan, output.out);
  output.out(
    `\nDeployed: https://${plan.projectId}.web.app\nNext: enforce App Check, add the first staff account, turn on backups (docs/production.md, steps 8 to 12).`,
  );
}
