import { collections } from '../collections';
import type { QuotaStep } from '../public-check';
import { ADD_ONE, pathOf, SERVER_TIME, type PlannedWrite } from './plan';
import { planLogCheck } from './public-check';

/**
 * A learner's share codes (docs/decisions/031-learners.md), planned once for the app, the rules
 * tests and the budget: made by the certificate's holder, withdrawn by them, and viewed by
 * anyone who holds the code, as a logged, counted check. A share is not a change of the
 * register and files no event: the holder's own page lists each one with its views.
 */

export const sharePathOf = (shareId: string) => pathOf(collections.shares, shareId);

export type NewShare = {
  /** The SHA-256 of the code (shareIdOf): the code itself is never stored. */
  shareId: string;
  certificateId: string;
  ownerUid: string;
  /** The certificate number's index key, the one entry the share opens. */
  indexKey: string;
  /** The holder's surname keyed with the code (surnameKeyOf). */
  surnameKey: string;
  /** By the holder's clock: the rules take at most SHARE_MAX_DAYS from the commit. */
  expiresAt: Date;
};

/** A new share, live from the commit until `expiresAt`, not yet viewed. */
export function planCreateShare(share: NewShare): { writes: PlannedWrite[] } {
  const { shareId, ...fields } = share;
  return {
    writes: [
      {
        op: 'set',
        path: sharePathOf(shareId),
        data: {
          certificateId: fields.certificateId,
          ownerUid: fields.ownerUid,
          indexKey: fields.indexKey,
          surnameKey: fields.surnameKey,
          createdAt: SERVER_TIME,
          expiresAt: fields.expiresAt,
          revokedAt: null,
          views: 0,
          lastViewAt: null,
        },
      },
    ],
  };
}

/** The holder withdraws a share: it opens nothing from the commit on. */
export function planRevokeShare(shareId: string): { writes: PlannedWrite[] } {
  return {
    writes: [{ op: 'update', path: sharePathOf(shareId), data: { revokedAt: SERVER_TIME } }],
  };
}

/**
 * A view of a share: a check logged and counted like any (planLogCheck), whose one key is the
 * share's id and which names the key of the surname the visitor typed. When `opens` (the
 * visitor expects the surname to match), the share counts the view in the same commit; the
 * rules refuse that count for a wrong surname, and the page then logs the check alone.
 */
export function planShareView({
  uid,
  checkId,
  shareId,
  surnameKey,
  step,
  now,
  opens,
}: {
  uid: string;
  checkId: string;
  shareId: string;
  surnameKey: string;
  step: QuotaStep;
  now: Date;
  opens: boolean;
}): { writes: PlannedWrite[] } {
  const [check, quota] = planLogCheck({ uid, checkId, keys: [shareId], step, now }).writes;
  if (check?.op !== 'set' || !quota) throw new Error('A check is logged with its quota.');
  const writes: PlannedWrite[] = [{ ...check, data: { ...check.data, surnameKey } }, quota];
  if (opens) {
    writes.push({
      op: 'update',
      path: sharePathOf(shareId),
      data: { views: ADD_ONE, lastViewAt: SERVER_TIME },
    });
  }
  return { writes };
}
