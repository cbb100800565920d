import { createContext, useContext, type ReactNode } from 'react';

import type { StaffActor } from '@/domain/staff';

import { firestoreSharesApi, type SharesApi } from '../api/shares-on-demand';
import { useShares, type Shares } from './use-shares';

const SharesContext = createContext<Shares | null>(null);

/** The learner's share codes, read once for the page, for every certificate's share panel. */
export function SharesProvider({
  learner,
  api = firestoreSharesApi,
  children,
}: {
  learner: StaffActor;
  api?: SharesApi;
  children: ReactNode;
}) {
  const shares = useShares(api, learner);
  return <SharesContext value={shares}>{children}</SharesContext>;
}

export function useSharesContext(): Shares {
  const shares = useContext(SharesContext);
  if (!shares) throw new Error('A share panel needs the SharesProvider around it.');
  return shares;
}
