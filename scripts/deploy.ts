/**
 * npm run deploy -- --project <id> [--dry-run]
 *
 * Takes the site live on a real Firebase project: checks the production configuration, builds,
 * refuses an emulator build, and deploys Hosting, the Firestore rules and the indexes with the
 * project's own firebase-tools (scripts/lib/admin/deploy.ts). docs/production.md is the whole guide.
 */
import { deployCommandLine, deployMain } from './lib/admin/deploy-command';
import { repoRoot } from './lib/project';
import { runMain } from './lib/usage-error';

runMain(deployCommandLine, (parsed) =>
  deployMain(parsed, {
    root: repoRoot,
    env: process.env,
    output: { out: (text) => console.log(text) },
  }),
);
