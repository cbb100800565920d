import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import { planRemoveStaffAccess } from '../../../src/domain/plans/staff-access';
import { applyPlanAdmin, committed } from '../admin/admin-plan';
import { directoryEntry, findUser, hasStaffClaim, normaliseEmail, scriptActor } from './directory';

type RemoveStaffResult = {
  uid: string;
  email: string;
  /** True when the account had a directory entry (or the claim of before decision 028). */
  wasStaff: boolean;
};

/**
 * Takes staff access away at once: the directory entry goes (the rules stop answering this
 * account on its next request), a claim left from before decision 028 goes, and refresh tokens
 * are revoked so no session can renew. The account itself is kept (it may be someone's only sign-in).
 */
export async function removeStaff(
  { auth, db }: { auth: Auth; db: Firestore },
  emailInput: string,
  { removedBy }: { removedBy: string },
): Promise<RemoveStaffResult> {
  const email = normaliseEmail(emailInput);
  const user = await findUser(auth, email);
  if (!user) {
    // An entry can outlive its account; a directory entry for this address still opens nothing
    // without an account, but it should not linger.
    const orphans = await db.collection(collections.staff).where('email', '==', email).get();
    const [orphan] = orphans.docs;
    if (!orphan) throw new Error(`There is no account with the e-mail ${email}.`);
    for (const entry of orphans.docs) {
      const batch = db.batch();
      const plan = planRemoveStaffAccess({
        uid: entry.id,
        email,
        stored: entry.data(),
        actor: scriptActor(removedBy),
      });
      applyPlanAdmin(db, batch, plan);
      await committed(batch.commit(), plan);
    }
    return { uid: orphan.id, email, wasStaff: true };
  }
  const entry = directoryEntry(db, user.uid);
  const listed = await entry.get();
  const wasListed = listed.exists;
  const wasStaff = hasStaffClaim(user) || wasListed;
  if (wasListed) {
    const batch = db.batch();
    const plan = planRemoveStaffAccess({
      uid: user.uid,
      email,
      stored: listed.data() ?? {},
      actor: scriptActor(removedBy),
    });
    applyPlanAdmin(db, batch, plan);
    await committed(batch.commit(), plan);
  }
  if (hasStaffClaim(user)) {
    const otherClaims = Object.fromEntries(
      Object.entries(user.customClaims ?? {}).filter(([claim]) => claim !== 'staff'),
    );
    await auth.setCustomUserClaims(
      user.uid,
      Object.keys(otherClaims).length > 0 ? otherClaims : null,
    );
  }
  if (wasStaff) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email, wasStaff };
}
