import {
  collection,
  getDocs,
  query,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { planCreateShare, planRevokeShare } from '@/domain/plans/share';
import {
  newShareCode,
  shareExpiry,
  shareFrom,
  shareIdOf,
  surnameKeyOf,
  type Share,
  type ShareDays,
} from '@/domain/share-codes';
import type { StaffActor } from '@/domain/staff';
import { dateFrom } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';

export { getLearnerDb } from '@/lib/learner-firebase';

/**
 * A learner's share codes, as their holder makes, lists and withdraws them
 * (docs/decisions/031-learners.md). A share is not a change of the register: no event, one
 * document, in a batch.
 */

/** The share just made, with its code: shown this once (the register keeps only its hash). */
export type MadeShare = { code: string; share: Share };

async function commit(db: Firestore, plan: Parameters<typeof applyPlan>[2]): Promise<void> {
  const batch = writeBatch(db);
  applyPlan(db, batch, plan);
  await batch.commit();
}

/** Makes a share of one of the learner's certificates, lasting `days`. */
export async function createShare(
  db: Firestore,
  learner: StaffActor,
  certificate: Pick<Certificate, 'id' | 'indexKeys' | 'surname'>,
  days: ShareDays,
  now: Date = new Date(),
): Promise<MadeShare> {
  const [indexKey] = certificate.indexKeys;
  if (!indexKey) throw new Error('This certificate cannot be shared yet: ask your centre.');
  const code = newShareCode();
  const [shareId, surnameKey] = await Promise.all([
    shareIdOf(code),
    surnameKeyOf(code, certificate.surname),
  ]);
  const expiresAt = shareExpiry(now, days);
  await commit(
    db,
    planCreateShare({
      shareId,
      certificateId: certificate.id,
      ownerUid: learner.uid,
      indexKey,
      surnameKey,
      expiresAt,
    }),
  );
  return {
    code,
    share: {
      id: shareId,
      certificateId: certificate.id,
      createdAt: now,
      expiresAt,
      revokedAt: null,
      views: 0,
      lastViewAt: null,
    },
  };
}

/** Every share the learner has made, newest first. */
export async function listShares(db: Firestore, learnerUid: string): Promise<Share[]> {
  const snapshot = await getDocs(
    query(collection(db, collections.shares), where('ownerUid', '==', learnerUid)),
  );
  return snapshot.docs
    .map((entry) => shareFrom(entry.id, entry.data(), dateFrom))
    .filter((share): share is Share => share !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Withdraws a share: its code opens nothing from now on. */
export async function revokeShare(db: Firestore, shareId: string): Promise<void> {
  await commit(db, planRevokeShare(shareId));
}
