/**
 * npm run deploy -- --project <id> [--dry-run]
 *
 * Takes the site live on a real Firebase project: checks the production configuration, builds,
 * refuses an emulator build, and deploys Hosting, the Firestore rules and the indexes with the
 * project's own firebase-tools (scripts/lib/admin/deploy.ts). docs/production.md is the whole guide.
 */
import { repoRoot } from './lib/project';
import { runMain } from './lib/usage-error';

const commandLine = {
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

runMain(commandLine, async ({ values }) => {
  // Loaded here, not above: it brings Vite and the TypeScript parser, which --help never needs.
  const { describePlan, planDeploy, runDeploy } = await import('./lib/admin/deploy');
  const plan = planDeploy({ projectId: values.project, root: repoRoot, env: process.env });
  if (values['dry-run']) {
    console.log(`Dry run: nothing is built or deployed.\n\n${describePlan(plan)}`);
    return;
  }
  console.log(`${describePlan(plan)}\n`);
  await runDeploy(plan, (line) => console.log(line));
  console.log(
    `\nDeployed: https://${plan.projectId}.web.app\nNext: enforce App Check, add the first staff account, turn on backups (docs/production.md, steps 8 to 12).`,
  );
});
