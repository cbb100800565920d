import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { CentreFilterSelect } from '@/components/centre-filter-select';
import { ExportCsvButton } from '@/components/export-csv-button';
import type { AuditEvent } from '@/domain/audit';
import { parseCentreFilter, queryScopeFor } from '@/domain/query-scope';
import { isAdminRole, type StaffRole } from '@/domain/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { centreListQuery } from '@/lib/centre-list-query';

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
  /** Whose activity: a centre's staff see their centre's; an admin every centre's, or one. */
  role: StaffRole;
  /** The database reads; tests pass their own. */
  api?: AuditApi;
};

function eventsText(count: number): string {
  return `${count} event${count === 1 ? '' : 's'}`;
}

/**
 * The Activity page (issue 13): every event on the register, newest first, fifty at a time,
 * filtered by staff member, action and days, and for an admin by centre (?centre=). The filters
 * live in the URL, so a view can be shared, bookmarked and restored with Back. A centre's staff
 * see their own centre's events only.
 */
export function ActivityLog({ role, api = firestoreAuditApi }: ActivityLogProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseActivityFilters(searchParams);
  const isAdmin = isAdminRole(role);
  const chosenCentre = isAdmin ? parseCentreFilter(searchParams.get('centre')) : null;
  const scope = queryScopeFor(role, chosenCentre);
  const filtered = hasActivityFilters(filters) || chosenCentre !== null;
  // Whom the staff filter offers: a centre's staff their colleagues, an admin everyone.
  const staff = useStaffMembers(api, queryScopeFor(role));
  const centres = useQuery(centreListQuery(api.listCentres, isAdmin));
  const listRef = useRef<HTMLOListElement>(null);
  const { list, nextPage, loadNextPage, retry } = useActivity(api, filters, scope);
  const showOlder = useShowOlder(
    listRef,
    list.status === 'ready' ? list.items.length : 0,
    loadNextPage,
  );

  function apply(next: ActivityFilters, centre: string | null = chosenCentre) {
    const params = serialiseActivityFilters(next);
    if (centre) params.set('centre', centre);
    setSearchParams(params);
  }

  return (
    <div className="space-y-6">
      {isAdmin ? (
        <CentreFilterSelect
          centres={centres.data}
          value={chosenCentre}
          onChange={(centre) => apply(filters, centre)}
        />
      ) : null}
      {/* Keyed by the URL's filters, so Back or Clear puts the form back as the URL has it. */}
      <ActivityFilterForm
        key={serialiseActivityFilters(filters).toString()}
        filters={filters}
        staff={staff.data ?? (staff.isError ? [] : null)}
        onApply={apply}
        onClear={() => apply(noActivityFilters, null)}
      />
      <ExportCsvButton<AuditEvent, EventCursor>
        fileName={filtered ? 'activity-filtered.csv' : 'activity.csv'}
        columns={activityExportColumns}
        fetchPage={(after) => api.exportActivity(filters, after, scope)}
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
              onClick={() => apply(noActivityFilters, null)}
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
