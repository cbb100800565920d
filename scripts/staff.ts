/**
 * Staff administration: who may use the dashboard.
 *
 *   npm run staff -- add <email> [--password <pw>]   create the account if needed, grant staff
 *   npm run staff -- remove <email>                  take staff access away (keeps the account)
 *   npm run staff -- list                            every staff account
 *
 * Talks to the emulators by default (see scripts/lib/admin-target.ts for a real project).
 */
import { parseArgs } from 'node:util';

import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import {
  adminAppFor,
  describeAdminTarget,
  explainConnectionError,
  resolveAdminTarget,
} from './lib/admin-target';
import { addStaff, listStaff, removeStaff, type StaffMember } from './lib/staff-accounts';
import { runMain, UsageError } from './lib/usage-error';

const usage = `Usage:
  npm run staff -- add <email> [--password <password>]
  npm run staff -- remove <email>
  npm run staff -- list
Options:
  --project <id>   the Firebase project (with GOOGLE_APPLICATION_CREDENTIALS for a real one)

By default this talks to the local emulators (start them with \`npm start\`). For a real project,
set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file and pass --project.`;

const signInAgain =
  'A new claim reaches a browser only with a new ID token: the person must sign out and sign in again (or wait up to an hour).';

function formatStaff(member: StaffMember): string {
  const notes = [
    member.disabled ? 'disabled' : null,
    member.lastSignIn ? `last signed in ${member.lastSignIn}` : 'never signed in',
  ].filter(Boolean);
  return `  ${member.email}  (${notes.join(', ')})`;
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      project: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, email = '', ...extra] = positionals;
  if (values.help) {
    console.log(usage);
    return;
  }
  const needsEmail = command === 'add' || command === 'remove';
  if (
    !['add', 'remove', 'list'].includes(command ?? '') ||
    (needsEmail && !email) ||
    (!needsEmail && email) ||
    extra.length > 0 ||
    (values.password !== undefined && command !== 'add')
  ) {
    throw new UsageError(usage);
  }

  const target = resolveAdminTarget(process.env, { project: values.project });
  console.log(`Talking to ${describeAdminTarget(target)}.`);
  const app = adminAppFor(target, 'staff-cli');
  const auth = getAuth(app);

  try {
    if (command === 'add') {
      const result = await addStaff(auth, email, { password: values.password });
      if (result.created) console.log(`Created the account ${result.email}.`);
      if (result.passwordGenerated) console.log(`Its password: ${result.password}`);
      else if (!result.created && result.password) console.log('Its password was changed.');
      console.log(
        result.alreadyStaff
          ? `${result.email} already had staff access.`
          : `${result.email} now has staff access. ${signInAgain}`,
      );
    } else if (command === 'remove') {
      const result = await removeStaff(auth, email);
      console.log(
        result.wasStaff
          ? `${result.email} no longer has staff access; their sessions were revoked and end within the hour. The account itself is kept (delete it in the Firebase console if it should go).`
          : `${result.email} did not have staff access; nothing changed. The account is kept.`,
      );
    } else {
      const staff = await listStaff(auth);
      console.log(
        staff.length === 0
          ? 'No staff accounts.'
          : [`${staff.length} staff account(s):`, ...staff.map(formatStaff)].join('\n'),
      );
    }
  } catch (error) {
    const explained = explainConnectionError(error, target);
    if (explained instanceof Error && !(explained instanceof UsageError)) {
      // Problems with the input (unknown account, short password) are one line, not a stack trace.
      const code = (explained as { code?: string }).code;
      if (!code || code.startsWith('auth/')) throw new UsageError(explained.message);
    }
    throw explained;
  } finally {
    await deleteApp(app);
  }
}

runMain(() => main(process.argv.slice(2)));
