import { useSearchParams } from 'react-router-dom';

import { CentrePicker } from '@/components/centre-picker';
import { ExportCsvButton } from '@/components/export-csv-button';
import type { AuditEvent } from '@/domain/audit';
import { parseCentreFilter, queryScopeFor } from '@/domain/query-scope';
import { isAdminRole, type StaffRole } from '@/domain/staff';

import { firestoreAuditApi, type AuditApi, type EventCursor } from '../api/audit-api';
import { useActivity } from '../hooks/use-audit-queries';
import { activityExportColumns } from '../utils/activity-export-columns';
import {
  hasActivityFilters,
  noActivityFilters,
  parseActivityFilters,
  serialiseActivityFilters,
  type ActivityFilters,
} from '../utils/activity-filters';
import { ActivityEvents } from './activity-events';
import { ActivityFilterForm } from './activity-filter-form';

type ActivityLogProps = {
  /** Whose activity: a centre's staff see their centre's; an admin every centre's, or one. */
  role: StaffRole;
  /** The database reads; tests pass their own. */
  api?: AuditApi;
};

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
  const activity = useActivity(api, filters, scope);

  function apply(next: ActivityFilters, centre: string | null = chosenCentre) {
    const params = serialiseActivityFilters(next);
    if (centre) params.set('centre', centre);
    setSearchParams(params);
  }

  return (
    <div className="space-y-6">
      {isAdmin ? (
        <CentrePicker
          api={api}
          label="Centre"
          emptyLabel="All centres"
          value={chosenCentre}
          onChange={(centre) => apply(filters, centre)}
          className="w-full sm:w-72"
        />
      ) : null}
      {/* Keyed by the URL's filters, so Back or Clear puts the form back as the URL has it. */}
      <ActivityFilterForm
        key={serialiseActivityFilters(filters).toString()}
        filters={filters}
        api={api}
        // Whom the staff filter suggests: a centre's staff their colleagues, an admin anyone.
        scope={queryScopeFor(role)}
        onApply={apply}
        onClear={() => apply(noActivityFilters, null)}
      />
      <ExportCsvButton<AuditEvent, EventCursor>
        fileName={filtered ? 'activity-filtered.csv' : 'activity.csv'}
        columns={activityExportColumns}
        fetchPage={(after) => api.exportActivity(filters, after, scope)}
      />

      <ActivityEvents
        activity={activity}
        filtered={filtered}
        onShowAll={() => apply(noActivityFilters, null)}
      />
    </div>
  );
}
