import { Button } from '@/components/ui/button';
import type { NextPageState } from '@/lib/use-paged-query';

type AttemptListFooterProps = {
  shown: number;
  /** The queue's total, once counted. */
  total: number | null;
  hasMore: boolean;
  nextPage: NextPageState;
  onLoadMore: () => void;
};

/** How many of the queue are shown, 'Load more', and a next page that failed. */
export function AttemptListFooter({
  shown,
  total,
  hasMore,
  nextPage,
  onLoadMore,
}: AttemptListFooterProps) {
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Showing {shown}
          {total !== null && total >= shown ? ` of ${total}` : ''}
        </p>
        {hasMore ? (
          <Button variant="outline" size="sm" onClick={onLoadMore} disabled={nextPage.loading}>
            {nextPage.loading ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
      {nextPage.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          More attempts could not be loaded. Please try again.
        </p>
      ) : null}
    </>
  );
}
