import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import { staffRoleFrom, type StaffRole } from '../../../src/domain/staff';

export type StaffMember = {
  uid: string;
  email: string;
  disabled: boolean;
  lastSignIn: string | null;
  /**
   * What their directory entry lets them reach (an entry without a role is an admin's); null
   * without an entry the rules can read a role from.
   */
  role: StaffRole | null;
  /** Where the account and the directory disagree; empty when all is in order. */
  problems: string[];
};

/**
 * Everyone with a directory entry, by e-mail, each with the role their entry gives and what is
 * wrong with it: only an account with a verified e-mail and a matching entry is staff to the
 * rules (docs/decisions/028-invitations.md). The `staff` claim this tool once relied on is not
 * asked for: people who joined by invitation have none.
 */
export async function listStaff({
  auth,
  db,
}: {
  auth: Auth;
  db: Firestore;
}): Promise<StaffMember[]> {
  const entries = new Map(
    (await db.collection(collections.staff).get()).docs.map((entry) => [entry.id, entry]),
  );
  const staff: StaffMember[] = [];
  const seen = new Set<string>();
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const entry = entries.get(user.uid);
      if (!entry) continue;
      seen.add(user.uid);
      const problems: string[] = [];
      if (entry.get('email') !== user.email) {
        problems.push(`the directory lists it as ${String(entry.get('email'))}`);
      }
      const role = staffRoleFrom(entry.data());
      if (!role) problems.push('the directory entry names no role the database accepts');
      if (!user.emailVerified) problems.push('e-mail not verified');
      staff.push({
        uid: user.uid,
        email: user.email ?? '(no e-mail)',
        disabled: user.disabled,
        lastSignIn: user.metadata.lastSignInTime ?? null,
        role,
        problems,
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  for (const [uid, entry] of entries) {
    if (seen.has(uid)) continue;
    staff.push({
      uid,
      email: String(entry.get('email')),
      disabled: false,
      lastSignIn: null,
      role: staffRoleFrom(entry.data()),
      problems: ['in the directory, but there is no such account'],
    });
  }
  return staff.sort((a, b) => a.email.localeCompare(b.email));
}
