import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ExportCsvButton } from '@/components/export-csv-button';
import type { AuditEvent } from '@/domain/audit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';

import { firestoreAuditApi, type AuditApi, type EventCursor } from '../api/audit-api';
import { useActivity, useStaffMembers } from '../hooks/use-audit-queries';
import { activityExportColumns } from '../utils/activity-export-columns';
import {
  hasActivityFilters,
  noActivityFilters,
  parseActivityFilters,
  serialiseActivityFilters,
  type ActivityFilters,
} from '../utils/activity-filters';
import { ActivityFilterForm } from './activity-filter-form';
import { EventList } from './event-list';
import { OlderEvents, useShowOlder } from './older-events';

type ActivityLogProps = {
  /** The database reads; tests pass their own. */
  api?: AuditApi;
};

function eventsText(count: number): string {
  return `${count} event${count === 1 ? '' : 's'}`;
}

/**
 * The Activity page (issue 13): every event on the register, newest first, fifty at a time,
 * filtered by staff member, action and days. The filters live in the URL, so a view can be
 * shared, bookmarked and restored with Back.
 */
export function ActivityLog({ api = firestoreAuditApi }: ActivityLogProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseActivityFilters(searchParams);
  const filtered = hasActivityFilters(filters);
  const staff = useStaffMembers(api);
  const listRef = useRef<HTMLOListElement>(null);
  const { list, nextPage, loadNextPage, retry } = useActivity(api, filters);
  const showOlder = useShowOlder(
    listRef,
    list.status === 'ready' ? list.items.length : 0,
    loadNextPage,
  );

  function apply(next: ActivityFilters) {
    setSearchParams(serialiseActivityFilters(next));
  }

  return (
    <div className="space-y-6">
      {/* Keyed by the URL's filters, so Back or Clear puts the form back as the URL has it. */}
      <ActivityFilterForm
        key={serialiseActivityFilters(filters).toString()}
        filters={filters}
        staff={staff.data ?? (staff.isError ? [] : null)}
        onApply={apply}
        onClear={() => apply(noActivityFilters)}
      />
      <ExportCsvButton<AuditEvent, EventCursor>
        fileName={filtered ? 'activity-filtered.csv' : 'activity.csv'}
        columns={activityExportColumns}
        fetchPage={(after) => api.exportActivity(filters, after)}
      />
      {staff.isError ? (
        <Alert tone="info" title="The staff directory could not be loaded.">
          <p>Activity can still be filtered by action and date.</p>
        </Alert>
      ) : null}

      {list.status === 'loading' ? <PageLoading label="Loading activity..." /> : null}

      {list.status === 'error' ? (
        <LoadFailure title="The activity could not be loaded." onRetry={retry}>
          <p>{list.message}</p>
        </LoadFailure>
      ) : null}

      {list.status === 'ready' && list.items.length === 0 ? (
        filtered ? (
          <Alert tone="info" title="No activity matches these filters.">
            <p>Try another staff member, any action, or a wider range of dates.</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => apply(noActivityFilters)}
            >
              Show all activity
            </Button>
          </Alert>
        ) : (
          <Alert tone="info" title="Nothing has been recorded yet.">
            <p>Every change to the register appears here, newest first, as soon as it is made.</p>
          </Alert>
        )
      ) : null}

      {list.status === 'ready' && list.items.length > 0 ? (
        <section
          aria-label="Activity"
          className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5"
        >
          <p
            aria-live="polite"
            className="border-b border-slate-200 py-3 font-medium text-slate-800"
          >
            Showing {eventsText(list.items.length)}, newest first
          </p>
          <EventList
            ref={listRef}
            events={list.items}
            layout="log"
            aria-label={filtered ? 'Matching events, newest first' : 'Every event, newest first'}
          />
          <div className="pb-4">
            <OlderEvents
              hasMore={list.hasMore}
              nextPage={nextPage}
              onLoad={() => void showOlder()}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
