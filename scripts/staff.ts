/**
 * Staff administration: who may use the dashboard.
 *
 *   npm run staff -- add <email> --admin | --centre <number> [--password <pw>]
 *                                  create the account if needed, grant staff access as an admin
 *                                  (every centre) or as one centre's staff
 *   npm run staff -- remove <email>   take staff access away (keeps the account)
 *   npm run staff -- list             every staff account, with its role and centre
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
import type { StaffRole } from '../src/domain/staff';
import {
  addStaff,
  describeRole,
  RoleConflictError,
  UnknownCentreError,
  UnverifiedAccountError,
} from './lib/staff/add-staff';
import { listStaff, type StaffMember } from './lib/staff/list-staff';
import { removeStaff } from './lib/staff/remove-staff';
import { ArgumentError, runMain, UsageError, type ParsedCommandLine } from './lib/usage-error';

const commandLine = {
  usage: `Usage:
  npm run staff -- add <email> --admin | --centre <number> [--password <password>]
  npm run staff -- remove <email>
  npm run staff -- list
Options:
  --admin          for add: the awarding body's own staff, who reach every centre
  --centre <n>     for add: staff of centre <n> only (it must be in centres/ already)
  --password <pw>  for add: the new account's password; for an existing account, a reset that
                   ends its sessions (needed to promote an account whose e-mail is unverified)
  --project <id>   the Firebase project (with GOOGLE_APPLICATION_CREDENTIALS for a real one)

Staff need a verified e-mail and an entry in the staff directory; add gives both and remove
takes them away at once. Admins invite and remove everyone else on the dashboard's Staff screen:
this command is for a project's first admin and for recovery. Add needs exactly one of --admin and --centre; an
account that is staff already keeps its role (remove it first to give it another). By default
this talks to the local emulators (start them with \`npm start\`). For a real project, set
GOOGLE_APPLICATION_CREDENTIALS to a service-account key file and pass --project.`,
  options: {
    admin: { type: 'boolean' },
    centre: { type: 'string' },
    password: { type: 'string' },
    project: { type: 'string' },
  },
  allowPositionals: true,
} as const;

type StaffCommand =
  | { command: 'add'; email: string; role: StaffRole }
  | { command: 'remove' | 'list'; email: string };

/** The command, e-mail address and role, or an ArgumentError that says what is wrong. */
function staffCommand(
  [command, email, ...extra]: string[],
  { password, admin, centre }: { password?: string; admin?: boolean; centre?: string },
): StaffCommand {
  if (command !== 'add' && command !== 'remove' && command !== 'list') {
    throw new ArgumentError(
      command ? `Unknown command ${command}.` : 'Which command? add, remove or list.',
    );
  }
  const unexpected = command === 'list' ? email : extra[0];
  if (unexpected !== undefined) throw new ArgumentError(`Unexpected argument ${unexpected}.`);
  if (command !== 'list' && !email) throw new ArgumentError(`${command} needs an e-mail address.`);
  if (command !== 'add') {
    const addOnly = [
      password !== undefined && '--password',
      admin !== undefined && '--admin',
      centre !== undefined && '--centre',
    ].find(Boolean);
    if (addOnly) throw new ArgumentError(`${addOnly} goes only with add.`);
    return { command, email: email ?? '' };
  }
  if (admin && centre !== undefined) {
    throw new ArgumentError('Either --admin or --centre <number>, not both.');
  }
  if (centre !== undefined) {
    if (centre.trim() === '') throw new ArgumentError('--centre needs a centre number.');
    return { command, email: email ?? '', role: { role: 'centre', centreNumber: centre.trim() } };
  }
  if (!admin) {
    throw new ArgumentError('add needs --admin (every centre) or --centre <number> (one centre).');
  }
  return { command, email: email ?? '', role: { role: 'admin' } };
}

/** The role option that adds the member again as their entry has them (admin without one). */
function fixRole(member: StaffMember): string {
  return member.role?.role === 'centre' ? `--centre ${member.role.centreNumber}` : '--admin';
}

function formatStaff(member: StaffMember): string {
  const notes = [
    member.disabled ? 'disabled' : null,
    member.lastSignIn ? `last signed in ${member.lastSignIn}` : 'never signed in',
  ].filter(Boolean);
  const role = member.role ? describeRole(member.role) : 'no role';
  const line = `  ${member.email}  ${role}  (${notes.join(', ')})`;
  return member.problems.length === 0
    ? line
    : `${line}\n    NOT STAFF: ${member.problems.join('; ')}. Fix with \`npm run staff -- add ${member.email} ${fixRole(member)}\` or remove.`;
}

async function main({ values, positionals }: ParsedCommandLine<typeof commandLine>): Promise<void> {
  const parsed = staffCommand(positionals, values);
  const { command, email } = parsed;

  const target = resolveAdminTarget(process.env, { project: values.project });
  console.log(`Talking to ${describeAdminTarget(target)}.`);
  await assertEmulatorsAnswer(target);
  const app = adminAppFor(target, 'staff-cli');
  const admin = { auth: getAuth(app), db: getFirestore(app) };

  try {
    if (parsed.command === 'add') {
      const { role } = parsed;
      const result = await addStaff(admin, email, {
        password: values.password,
        addedBy: operatorName(target),
        role,
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
          : `${result.email} now has staff access as ${describeRole(role)} (directory entry): they can sign in now.`,
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
    if (
      error instanceof UnverifiedAccountError ||
      error instanceof UnknownCentreError ||
      error instanceof RoleConflictError
    ) {
      throw new UsageError(error.message);
    }
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
