/**
 * Registers existing certificates for public verification, and brings a register from before
 * centres up to shape.
 *
 *   npm run backfill                 add the missing registry and index documents, the fields a
 *                                    certificate lacks (derived names, createdAt), the centre of
 *                                    events, requests and imports, the role of staff entries,
 *                                    and the centres in use
 *   npm run backfill -- --dry-run    report what it would add, write nothing
 *
 * For a `certificates` collection that predates the verification index (for example imported
 * from the old system), or a register from before many centres (docs/decisions/027-centres.md). It only adds what is missing, reports numbers it cannot register, and
 * is safe to run again. Talks to the emulators by default (see scripts/lib/admin/admin-target.ts for
 * a real project).
 */
import { deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import {
  adminAppFor,
  assertEmulatorsAnswer,
  describeAdminTarget,
  explainConnectionError,
  operatorName,
  resolveAdminTarget,
} from './lib/admin/admin-target';
import { backfillVerification } from './lib/admin/backfill';
import { describeBackfill } from './lib/admin/backfill-report';
import { runMain, type ParsedCommandLine } from './lib/usage-error';

const commandLine = {
  usage: `Usage:
  npm run backfill [-- --dry-run] [-- --project <id>]
Options:
  --dry-run        report what would be written, write nothing
  --project <id>   the Firebase project (with GOOGLE_APPLICATION_CREDENTIALS for a real one)

It adds what a register from before needs and nothing else: registry and index entries,
missing fields, each event's and request's centre, staff roles (none: admin) and an active entry
for every centre the certificates use. Running it again is safe.

By default this talks to the local emulators (start them with \`npm start\`). For a real project,
set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file and pass --project.`,
  options: {
    'dry-run': { type: 'boolean' },
    project: { type: 'string' },
  },
} as const;

async function main({ values }: ParsedCommandLine<typeof commandLine>): Promise<void> {
  const target = resolveAdminTarget(process.env, { project: values.project });
  const dryRun = values['dry-run'] ?? false;
  console.log(`Talking to ${describeAdminTarget(target)}.`);
  if (dryRun) console.log('Dry run: nothing will be written.');
  await assertEmulatorsAnswer(target);
  const app = adminAppFor(target, 'backfill-cli');

  try {
    const summary = await backfillVerification(getFirestore(app), {
      dryRun,
      actor: { uid: 'script:backfill', email: operatorName(target) },
    });
    console.log(`\n${describeBackfill(summary)}`);
  } catch (error) {
    throw explainConnectionError(error, target);
  } finally {
    await deleteApp(app);
  }
}

runMain(commandLine, main);
