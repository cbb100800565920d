import { useEffect, useMemo, useRef } from 'react';

import { runsOf, type LoggedBatch } from '@/domain/batch-history';
import { usePagedQuery } from '@/lib/use-paged-query';

import type { CheckHistoryApi } from '../api/check-history';
import { checkHistoryQueries } from '../api/check-history-queries';
import type { BatchPage } from '../api/history-records';

const batchesOf = (page: BatchPage): LoggedBatch[] => page.batches;

/**
 * A verifier's runs, newest first, read a page of batches at a time: 'Show more' reads the next
 * and puts focus on the first run it adds (its link), so a keyboard user carries on from there.
 */
export function useCheckHistory(api: CheckHistoryApi, uid: string) {
  const { list, nextPage, loadNextPage, retry } = usePagedQuery(
    checkHistoryQueries.batches(api, uid),
    batchesOf,
  );
  const items = list.status === 'ready' ? list.items : null;
  const hasMore = list.status === 'ready' && list.hasMore;
  const runs = useMemo(
    () => (items ? runsOf(items, { moreToCome: hasMore }) : []),
    [items, hasMore],
  );
  const listRef = useRef<HTMLUListElement>(null);
  /** The place of the run to focus once it is shown: the first one 'Show more' adds. */
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    if (focusAt.current === null) return;
    const links = listRef.current?.querySelectorAll<HTMLElement>('a[data-run-link]') ?? [];
    const link = links[focusAt.current];
    if (!link) return;
    link.focus();
    focusAt.current = null;
  }, [runs]);

  async function showMore() {
    focusAt.current = runs.length;
    if (!(await loadNextPage())) focusAt.current = null;
  }

  return { list, runs, nextPage, showMore, retry, listRef };
}
