import { describe, expect, it } from 'vitest';

import { ADD_ONE, SERVER_TIME } from './plan';
import { planCreateShare, planRevokeShare, planShareView, sharePathOf } from './share';

const share = {
  shareId: 'a'.repeat(64),
  certificateId: 'cert-1',
  ownerUid: 'learner-1',
  indexKey: 'b'.repeat(64),
  surnameKey: 'c'.repeat(64),
  expiresAt: new Date('2026-02-01T00:00:00Z'),
};

describe('planCreateShare', () => {
  it('writes the share under its code’s hash, live from the commit, not yet viewed', () => {
    expect(planCreateShare(share).writes).toEqual([
      {
        op: 'set',
        path: sharePathOf(share.shareId),
        data: {
          certificateId: 'cert-1',
          ownerUid: 'learner-1',
          indexKey: share.indexKey,
          surnameKey: share.surnameKey,
          createdAt: SERVER_TIME,
          expiresAt: share.expiresAt,
          revokedAt: null,
          views: 0,
          lastViewAt: null,
        },
      },
    ]);
  });
});

describe('planRevokeShare', () => {
  it('withdraws it at the server’s time, changing nothing else', () => {
    expect(planRevokeShare(share.shareId).writes).toEqual([
      { op: 'update', path: `shares/${share.shareId}`, data: { revokedAt: SERVER_TIME } },
    ]);
  });
});

describe('planShareView', () => {
  const view = {
    uid: 'visitor-1',
    checkId: 'check-1',
    shareId: share.shareId,
    surnameKey: 'd'.repeat(64),
    step: { kind: 'start', count: 1 } as const,
    now: new Date('2026-01-01T10:00:00Z'),
  };

  it('logs a check of the share’s id with the surname typed, counted on the quota, and the view', () => {
    const { writes } = planShareView({ ...view, opens: true });
    expect(writes.map((write) => write.path)).toEqual([
      'verificationChecks/check-1',
      'verifierQuota/visitor-1',
      `shares/${share.shareId}`,
    ]);
    expect(writes[0]).toMatchObject({
      op: 'set',
      data: { uid: 'visitor-1', keys: [share.shareId], surnameKey: view.surnameKey },
    });
    expect(writes[1]).toMatchObject({
      data: { lastKeys: [share.shareId], lastCheckId: 'check-1' },
    });
    expect(writes[2]).toEqual({
      op: 'update',
      path: `shares/${share.shareId}`,
      data: { views: ADD_ONE, lastViewAt: SERVER_TIME },
    });
  });

  it('logs the check alone when the view is not to be counted', () => {
    expect(planShareView({ ...view, opens: false }).writes).toHaveLength(2);
  });
});
