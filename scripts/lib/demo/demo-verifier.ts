import { randomUUID } from 'node:crypto';

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import { invitationCodeHash, invitationExpiry } from '../../../src/domain/invitations';
import { planSendInvitation } from '../../../src/domain/plans/invitation';
import { planJoinAsVerifier } from '../../../src/domain/plans/verifier';
import type { StaffActor } from '../../../src/domain/staff';
import { applyPlanAdmin, newEventId } from '../admin/admin-plan';

/** The demo's employer: a verifier account that checks candidates at /verify/batch. */
export const DEMO_VERIFIER = {
  email: 'checks@acme-recruitment.example',
  password: 'larkfield-demo',
  displayName: 'Demo Verifier, Acme Recruitment',
  organisation: 'Acme Recruitment',
  dailyAllowance: 500,
} as const;

/**
 * Makes sure the demo verifier has its account: invited by `invitedBy` and accepted, each step
 * planned as the app plans it, so its history on Activity starts as any verifier's does. An
 * account already there is left as it is (its password, its status). True when it was made now.
 */
export async function ensureDemoVerifier(
  { auth, db }: { auth: Auth; db: Firestore },
  invitedBy: StaffActor,
): Promise<boolean> {
  const { email, password, displayName, organisation, dailyAllowance } = DEMO_VERIFIER;
  const existing = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const user =
    existing ?? (await auth.createUser({ email, password, displayName, emailVerified: true }));
  const entry = db.doc(`${collections.verifiers}/${user.uid}`);
  if ((await entry.get()).exists) return false;

  const role = { role: 'verifier', organisation, dailyAllowance } as const;
  const linkCode = randomUUID();
  const codeHash = await invitationCodeHash(linkCode);
  const sentId = newEventId(db);
  const now = new Date();
  const sent = db.batch();
  applyPlanAdmin(
    db,
    sent,
    planSendInvitation({ email, role, actor: invitedBy, eventId: sentId, now, codeHash }),
  );
  await sent.commit();
  const joined = db.batch();
  applyPlanAdmin(
    db,
    joined,
    planJoinAsVerifier({
      invitation: {
        email,
        role,
        invitedBy: invitedBy.email,
        invitedByUid: invitedBy.uid,
        invitedAt: now,
        expiresAt: invitationExpiry(now),
        codeHash,
        lastEventId: sentId,
      },
      role,
      uid: user.uid,
      eventId: newEventId(db),
      linkCode,
    }),
  );
  await joined.commit();
  return true;
}
