import { useCallback, useEffect, useState } from 'react';

import type { Certificate } from '@/domain/certificate';
import { LINKEDIN_SHARE_DAYS, type Share, type ShareDays } from '@/domain/share-codes';
import type { StaffActor } from '@/domain/staff';

import type { MadeShare } from '../api/shares';
import type { SharesApi } from '../api/shares-on-demand';
import { linkedInShareOf } from '../utils/linkedin-share';
import { rememberCode, rememberedCode } from '../utils/remembered-codes';

export type SharesState = { status: 'loading' | 'loaded' | 'failed'; shares: Share[] };

type ShareableCertificate = Pick<Certificate, 'id' | 'indexKeys' | 'surname'>;

/**
 * Every share code the learner has made, read once for the page, and the steps on them: make one
 * (its code kept in this browser), withdraw one, and find or make a year's share for LinkedIn.
 */
export function useShares(api: SharesApi, learner: StaffActor) {
  const [state, setState] = useState<SharesState>({ status: 'loading', shares: [] });

  useEffect(() => {
    let current = true;
    api.list(learner.uid).then(
      (shares) => current && setState({ status: 'loaded', shares }),
      (error: unknown) => {
        console.error('Could not read the learner’s share codes.', error);
        if (current) setState({ status: 'failed', shares: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [api, learner.uid]);

  const create = useCallback(
    async (certificate: ShareableCertificate, days: ShareDays): Promise<MadeShare> => {
      const made = await api.create(learner, certificate, days);
      rememberCode(made.share.id, made.code);
      setState((current) => ({ ...current, shares: [made.share, ...current.shares] }));
      return made;
    },
    [api, learner],
  );

  const revoke = useCallback(
    async (shareId: string) => {
      await api.revoke(shareId);
      const revokedAt = new Date();
      setState((current) => ({
        ...current,
        shares: current.shares.map((share) =>
          share.id === shareId ? { ...share, revokedAt } : share,
        ),
      }));
    },
    [api],
  );

  /** A year's share of the certificate for LinkedIn: one made here before, or a new one. */
  const forLinkedIn = useCallback(
    async (certificate: ShareableCertificate): Promise<string> => {
      const known = linkedInShareOf(state.shares, certificate.id, rememberedCode, new Date());
      return known ? known.code : (await create(certificate, LINKEDIN_SHARE_DAYS)).code;
    },
    [create, state.shares],
  );

  return { state, create, revoke, forLinkedIn };
}

export type Shares = ReturnType<typeof useShares>;
