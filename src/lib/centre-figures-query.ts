import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import {
  isSnapshotStale,
  type CentreFigures,
  type CentreFiguresSnapshot,
} from '@/domain/centre-figures';

import { failureMessage } from './failure-message';

export type { CentreFigures, CentreFiguresSnapshot };

/**
 * The centres' figures on the admins' screens (docs/decisions/029-figures-at-scale.md): one
 * snapshot document, read through the staff query client and shared by the dashboard home, the
 * Centres screen and the Staff screen (which names centres from it). When it is missing or older
 * than SNAPSHOT_MAX_AGE_HOURS, the screen that shows figures counts it afresh, once, in the
 * background; Refresh counts it again on demand.
 */

/** What the figures need from the database; each feature's api passes the app's own. */
export type CentreFiguresApi = {
  /** The snapshot as last counted, or null if none has been. */
  readFiguresSnapshot: () => Promise<CentreFiguresSnapshot | null>;
  /** Counts every centre afresh and keeps the snapshot, as the admin signed in now. */
  recountFigures: () => Promise<CentreFiguresSnapshot>;
};

/** The key of the snapshot and its count: apart from the centres', so a centre's step keeps it. */
const centreFiguresRoot = ['centreFigures'] as const;
const recountKey = [...centreFiguresRoot, 'recount'] as const;

/** The snapshot; another admin's count shows after five minutes, this admin's at once. */
export function centreFiguresSnapshotQuery(
  read: CentreFiguresApi['readFiguresSnapshot'],
  enabled = true,
) {
  return queryOptions({
    queryKey: [...centreFiguresRoot, 'snapshot'] as const,
    queryFn: read,
    enabled,
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'Could not load the centres’ figures.' },
  });
}

/** The figures as a screen shows them, and what an admin can do about their age. */
export type CentreFiguresView = {
  /** Undefined while it is read, null when no figures have been counted yet. */
  snapshot: CentreFiguresSnapshot | null | undefined;
  /** The snapshot's figures by centre number (empty until it is read). */
  byNumber: ReadonlyMap<string, CentreFigures>;
  /** The snapshot could not be read: `retryRead` reads it again. */
  readFailed: boolean;
  retryRead: () => void;
  /** Every centre is being counted now, on this screen or one left meanwhile. */
  counting: boolean;
  /** Why the last count on this screen failed, or null. */
  countFailure: string | null;
  /** Counts every centre afresh (Refresh, and Retry after a failed count). */
  refresh: () => void;
};

/**
 * The figures for an admin's screen. Once the snapshot is read, a missing or stale one is
 * counted afresh, once per screen opened, unless a count is under way already; the figures as
 * they stand stay shown meanwhile. A centre's staff never call it (`enabled` false): they have
 * no figures table.
 */
export function useCentreFigures(api: CentreFiguresApi, enabled = true): CentreFiguresView {
  const queryClient = useQueryClient();
  const snapshotOptions = centreFiguresSnapshotQuery(api.readFiguresSnapshot, enabled);
  const snapshot = useQuery(snapshotOptions);
  const recount = useMutation({
    mutationKey: recountKey,
    mutationFn: () => api.recountFigures(),
    onSuccess: (saved) => queryClient.setQueryData(snapshotOptions.queryKey, saved),
  });
  const countingAnywhere = useIsMutating({ mutationKey: recountKey }) > 0;
  const { mutate } = recount;
  const counted = useRef(false);
  const data = snapshot.data;

  useEffect(() => {
    if (!enabled || data === undefined || counted.current || countingAnywhere) return;
    if (data !== null && !isSnapshotStale(data, new Date())) return;
    counted.current = true;
    mutate();
  }, [enabled, data, countingAnywhere, mutate]);

  return {
    snapshot: data,
    byNumber: new Map(data?.centres.map((centre) => [centre.centreNumber, centre])),
    readFailed: snapshot.isError && !snapshot.isFetching,
    retryRead: () => void snapshot.refetch(),
    counting: recount.isPending || countingAnywhere,
    countFailure: recount.isError ? failureMessage(recount.error) : null,
    refresh: () => mutate(),
  };
}
