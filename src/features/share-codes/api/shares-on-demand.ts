import type { Certificate } from '@/domain/certificate';
import type { Share, ShareDays } from '@/domain/share-codes';
import type { StaffActor } from '@/domain/staff';
import { onDemand } from '@/lib/on-demand';

import type { MadeShare } from './shares';

/**
 * A holder's share codes, on the learners' own Firebase app, loaded with the page, which needs
 * them as soon as it knows who is signed in.
 */
const module = onDemand(async () => {
  const api = await import('./shares');
  return { api, db: await api.getLearnerDb() };
});

/** What the share panel needs of the register; tests pass their own. */
export type SharesApi = {
  create: (
    learner: StaffActor,
    certificate: Pick<Certificate, 'id' | 'indexKeys' | 'surname'>,
    days: ShareDays,
  ) => Promise<MadeShare>;
  list: (uid: string) => Promise<Share[]>;
  revoke: (shareId: string) => Promise<void>;
};

export const firestoreSharesApi: SharesApi = {
  create: async (learner, certificate, days) => {
    const { api, db } = await module.load();
    return api.createShare(db, learner, certificate, days);
  },
  list: async (uid) => {
    const { api, db } = await module.load();
    return api.listShares(db, uid);
  },
  revoke: async (shareId) => {
    const { api, db } = await module.load();
    return api.revokeShare(db, shareId);
  },
};
