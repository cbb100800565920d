import { useId, useRef } from 'react';

import { LoadFailure } from '@/components/ui/load-failure';
import type { QueryScope } from '@/domain/query-scope';

import { firestoreAuditApi, type AuditApi, type HistorySubject } from '../api/audit-api';
import { useRecordHistory } from '../hooks/use-audit-queries';
import { EventList } from './event-list';
import { OlderEvents, useShowOlder } from './older-events';

type RecordHistoryProps = {
  subject: HistorySubject;
  /** The record's latest event: when it changes, the history is read again. */
  lastEventId: string | null;
  /**
   * Whose events are read: a centre's staff see a certificate's events under their centre (from
   * a move to it on); an admin every event.
   */
  scope: QueryScope;
  /** The database reads; tests pass their own. */
  api?: AuditApi;
};

/**
 * A 'History' section: every event of one certificate, attempt or report, newest first, twenty at a
 * time (docs/decisions/016-audit-trail.md), answering who changed it, when and from what.
 */
export function RecordHistory({
  subject,
  lastEventId,
  scope,
  api = firestoreAuditApi,
}: RecordHistoryProps) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const { list, nextPage, loadNextPage, retry } = useRecordHistory(
    api,
    subject,
    lastEventId,
    scope,
  );
  const showOlder = useShowOlder(
    listRef,
    list.status === 'ready' ? list.items.length : 0,
    loadNextPage,
  );
  const what = subject.entity;

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        History
      </h3>
      {list.status === 'loading' ? (
        <p role="status" className="mt-2 text-slate-700">
          Loading the history...
        </p>
      ) : null}
      {list.status === 'error' ? (
        <div className="mt-2">
          <LoadFailure title="The history could not be loaded." onRetry={retry}>
            <p>{list.message}</p>
          </LoadFailure>
        </div>
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing has been recorded about this {what} yet.</p>
      ) : null}
      {list.status === 'ready' && list.items.length > 0 ? (
        <>
          <EventList
            ref={listRef}
            events={list.items}
            aria-label={`History of this ${what}, newest first`}
          />
          <OlderEvents hasMore={list.hasMore} nextPage={nextPage} onLoad={() => void showOlder()} />
        </>
      ) : null}
    </section>
  );
}
