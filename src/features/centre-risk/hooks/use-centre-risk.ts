import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { toIsoDay } from '@/domain/iso-day';

import type { CentreRiskApi } from '../api/centre-risk-api';

const snapshotKey = ['centreRisk', 'snapshot'] as const;

/**
 * The risk snapshot (one document), and its count: done once, in the background, when there is
 * none or it was not counted today; Refresh counts again on demand (only the days since).
 */
export function useCentreRisk(api: CentreRiskApi) {
  const queryClient = useQueryClient();
  const read = useQuery({
    queryKey: snapshotKey,
    queryFn: api.readSnapshot,
    meta: { errorMessage: 'Could not load the centres’ risk figures.' },
  });
  const recount = useMutation({
    mutationFn: api.recount,
    onSuccess: (snapshot) => queryClient.setQueryData(snapshotKey, snapshot),
    onError: (error) => console.error('Could not count the centres’ risk figures.', error),
  });
  const counted = useRef(false);
  const snapshot = read.data;
  const stale = snapshot === null || (snapshot && snapshot.lastDay !== toIsoDay(new Date()));
  useEffect(() => {
    if (!stale || counted.current) return;
    counted.current = true;
    recount.mutate();
  }, [stale, recount]);
  return {
    snapshot,
    readFailed: read.isError,
    counting: recount.isPending,
    countFailed: recount.isError,
    refresh: () => recount.mutate(),
  };
}
