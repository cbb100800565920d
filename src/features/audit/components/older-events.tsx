import { useEffect, useState, type RefObject } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { LoadedPage, NextPageState } from '@/lib/use-paged-query';

type OlderEventsProps = {
  hasMore: boolean;
  nextPage: NextPageState;
  onLoad: () => void;
  /** What could not be loaded, e.g. 'Older events could not be loaded.' */
  failureTitle?: string;
};

/** 'Show older' under a list of events, with its own loading and failure. */
export function OlderEvents({
  hasMore,
  nextPage,
  onLoad,
  failureTitle = 'Older events could not be loaded.',
}: OlderEventsProps) {
  return (
    <>
      {nextPage.error ? (
        <Alert tone="error" role="alert" title={failureTitle} className="mt-3">
          <p>{nextPage.error}</p>
        </Alert>
      ) : null}
      {hasMore ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          aria-disabled={nextPage.loading || undefined}
          onClick={onLoad}
        >
          {nextPage.loading ? 'Loading older...' : nextPage.error ? 'Retry' : 'Show older'}
        </Button>
      ) : null}
    </>
  );
}

/**
 * 'Show older' for a list of events: loads the next page and, once it is on screen, puts focus
 * on its first event, so a keyboard user reads on from where the list grew rather than from the
 * top.
 */
export function useShowOlder(
  listRef: RefObject<HTMLOListElement | null>,
  shown: number,
  loadNextPage: () => Promise<LoadedPage<unknown> | null>,
) {
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    const first = listRef.current?.children.item(focusAt);
    if (first instanceof HTMLElement) {
      first.focus();
      setFocusAt(null);
    }
  }, [focusAt, shown, listRef]);

  return async function showOlder() {
    const from = shown;
    if ((await loadNextPage()) !== null) setFocusAt(from);
  };
}
