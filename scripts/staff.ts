/**
 * Staff administration: who may use the dashboard.
 *
 *   npm run staff -- add <email> [--password <pw>]   create the account if needed, grant staff
 *   npm run staff -- remove <email>                  take staff access away (keeps the account)
 *   npm run staff -- list                            every staff account
 *
 * Talks to the emulators by default (see scripts/lib/admin/admin-target.ts for a real project).
 */
import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import {
  adminAppFor,
  assertEmulatorsAnswer,
  describeAdminTarget,
  explainConnectionError,
  operatorName,
  resolveAdminTarget,
} from './lib/admin/admin-target';
import { addStaff, UnverifiedAccountError } from './lib/staff/add-staff';
import { listStaff, type StaffMember } from './lib/staff/list-staff';
import { removeStaff } from './lib/staff/remove-staff';
import { ArgumentError, runMain, UsageError, type ParsedCommandLine } from './lib/usage-error';

const commandLine = {
  usage: `Usage:
  npm run staff -- add <email> [--password <password>]
  npm run staff -- remove <email>
  npm run staff -- list
Options:
  --password <pw>  for add: the new account's password; for an existing account, a reset that
                   ends its sessions (needed to promote an account whose e-mail is unverified)
  --project <id>   the Firebase project (with GOOGLE_APPLICATION_CREDENTIALS for a real one)

Staff need the staff claim, a verified e-mail and an entry in the staff directory; add gives all
three and remove takes them away at once. By default this talks to the local emulators (start
them with \`npm start\`). For a real project, set GOOGLE_APPLICATION_CREDENTIALS to a
service-account key file and pass --project.`,
  options: {
    password: { type: 'string' },
    project: { type: 'string' },
  },
  allowPositionals: true,
} as const;

/** The command and e-mail address, or an ArgumentError that says what is wrong. */
function staffCommand(
  [command, email, ...extra]: string[],
  password: string | undefined,
): { command: 'add' | 'remove' | 'list'; email: string } {
  if (command !== 'add' && command !== 'remove' && command !== 'list') {
    throw new ArgumentError(
      command ? `Unknown command ${command}.` : 'Which command? add, remove or list.',
    );
  }
  const unexpected = command === 'list' ? email : extra[0];
  if (unexpected !== undefined) throw new ArgumentError(`Unexpected argument ${unexpected}.`);
  if (command !== 'list' && !email) throw new ArgumentError(`${command} needs an e-mail address.`);
  if (password !== undefined && command !== 'add') {
    throw new ArgumentError('--password goes only with add.');
  }
  return { command, email: email ?? '' };
}

const signInAgain =
  'A new claim reaches a browser only with a new ID token: if they are signed in already, they sign out and in again.';

function formatStaff(member: StaffMember): string {
  const notes = [
    member.disabled ? 'disabled' : null,
    member.lastSignIn ? `last signed in ${member.lastSignIn}` : 'never signed in',
  ].filter(Boolean);
  const line = `  ${member.email}  (${notes.join(', ')})`;
  return member.problems.length === 0
    ? line
    : `${line}\n    NOT STAFF: ${member.problems.join('; ')}. Fix with \`npm run staff -- add ${member.email}\` or remove.`;
}

async function main({ values, positionals }: ParsedCommandLine<typeof commandLine>): Promise<void> {
  const { command, email } = staffCommand(positionals, values.password);

  const target = resolveAdminTarget(process.env, { project: values.project });
  console.log(`Talking to ${describeAdminTarget(target)}.`);
  await assertEmulatorsAnswer(target);
  const app = adminAppFor(target, 'staff-cli');
  const admin = { auth: getAuth(app), db: getFirestore(app) };

  try {
    if (command === 'add') {
      const result = await addStaff(admin, email, {
        password: values.password,
        addedBy: operatorName(target),
      });
      if (result.created) {
        console.log(`Created the account ${result.email}, with its e-mail marked verified.`);
      }
      if (result.passwordGenerated) console.log(`Its password: ${result.password}`);
      if (result.tookOver) {
        console.log(
          `The account was unverified: its password was reset, its e-mail marked verified, and every session it had was ended, so whoever opened it is locked out.`,
        );
      } else if (result.sessionsRevoked) {
        console.log('Its password was reset and its sessions were ended.');
      }
      console.log(
        result.alreadyStaff
          ? `${result.email} already had staff access; nothing else changed.`
          : `${result.email} now has staff access (claim and directory entry). ${signInAgain}`,
      );
    } else if (command === 'remove') {
      const result = await removeStaff(admin, email, { removedBy: operatorName(target) });
      console.log(
        result.wasStaff
          ? `${result.email} no longer has staff access: the directory entry is gone, so the database refuses them from their next request, and their sessions were revoked. The account itself is kept (delete it in the Firebase console if it should go).`
          : `${result.email} did not have staff access; nothing changed. The account is kept.`,
      );
    } else {
      const staff = await listStaff(admin);
      const broken = staff.filter((member) => member.problems.length > 0).length;
      console.log(
        staff.length === 0
          ? 'No staff accounts.'
          : [
              `${staff.length - broken} staff account(s)${broken ? `, and ${broken} that the database does not treat as staff` : ''}:`,
              ...staff.map(formatStaff),
            ].join('\n'),
      );
    }
  } catch (error) {
    if (error instanceof UnverifiedAccountError) throw new UsageError(error.message);
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

runMain(commandLine, main);
