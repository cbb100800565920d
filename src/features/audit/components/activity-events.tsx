import { useRef } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';

import type { useActivity } from '../hooks/use-audit-queries';
import { EventList } from './event-list';
import { OlderEvents, useShowOlder } from './older-events';

type ActivityEventsProps = {
  /** The events as useActivity reads them, a page at a time. */
  activity: ReturnType<typeof useActivity>;
  /** Whether any filter (a centre's included) narrows them. */
  filtered: boolean;
  /** Clears every filter. */
  onShowAll: () => void;
};

function eventsText(count: number): string {
  return `${count} event${count === 1 ? '' : 's'}`;
}

/** The Activity page's events: loading, failed, none (with why), or the log and its older events. */
export function ActivityEvents({ activity, filtered, onShowAll }: ActivityEventsProps) {
  const { list, nextPage, loadNextPage, retry } = activity;
  const listRef = useRef<HTMLOListElement>(null);
  const showOlder = useShowOlder(
    listRef,
    list.status === 'ready' ? list.items.length : 0,
    loadNextPage,
  );
  if (list.status === 'loading') return <PageLoading label="Loading activity..." />;
  if (list.status === 'error') {
    return (
      <LoadFailure title="The activity could not be loaded." onRetry={retry}>
        <p>{list.message}</p>
      </LoadFailure>
    );
  }
  if (list.items.length === 0) return <NoEvents filtered={filtered} onShowAll={onShowAll} />;
  return (
    <section
      aria-label="Activity"
      className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5"
    >
      <p aria-live="polite" className="border-b border-slate-200 py-3 font-medium text-slate-800">
        Showing {eventsText(list.items.length)}, newest first
      </p>
      <EventList
        ref={listRef}
        events={list.items}
        layout="log"
        aria-label={filtered ? 'Matching events, newest first' : 'Every event, newest first'}
      />
      <div className="pb-4">
        <OlderEvents hasMore={list.hasMore} nextPage={nextPage} onLoad={() => void showOlder()} />
      </div>
    </section>
  );
}

function NoEvents({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  if (!filtered) {
    return (
      <Alert tone="info" title="Nothing has been recorded yet.">
        <p>Every change to the register appears here, newest first, as soon as it is made.</p>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="No activity matches these filters.">
      <p>Try another staff member, any action, or a wider range of dates.</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onShowAll}>
        Show all activity
      </Button>
    </Alert>
  );
}
