import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { CentreFilterSelect } from '@/components/centre-filter-select';
import { Alert } from '@/components/ui/alert';
import { useMediaQuery } from '@/components/use-media-query';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import type { Certificate } from '@/domain/certificate';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import { parseCentreFilter, queryScopeFor } from '@/domain/query-scope';
import { centreOf, isAdminRole, type StaffRole } from '@/domain/staff';
import { centreListQuery } from '@/lib/centre-list-query';
import { useOwnCentre } from '@/lib/use-own-centre';

import { firestoreStudentListApi, type StudentListApi } from '../api/student-list-api';
import { useSaveStudentDetails } from '../hooks/use-save-student-details';
import { useStudentList } from '../hooks/use-student-list';
import {
  parseStatusFilter,
  statusFilterLabels,
  type StatusFilter,
  type StudentSearch,
} from '../utils/student-search';
import { EditStudentDialog } from './edit-student-dialog';
import { ExportStudentList } from './export-student-list';
import { PrintBar } from './print-bar';
import { StatusFilterSelect } from './status-filter-select';
import { StudentCards } from './student-cards';
import { StudentSearchForm } from './student-search-form';
import { StudentsTable } from './students-table';

type StudentListProps = {
  /** Whose list: a centre's staff see their centre's learners; an admin every centre's, or one. */
  role: StaffRole;
  /** The database operations (saving as the staff member signed in); tests pass their own. */
  api?: StudentListApi;
  /** The day counted as today by the calendar; injectable for tests. */
  today?: Date;
  /** A certificate's history, shown in Edit Student Details; the page passes the audit feature's. */
  history?: (certificate: Certificate) => ReactNode;
  /**
   * The open record's status panel; `onChanged` reads the list again, since its rows show the
   * status too.
   */
  renderStatus?: (certificate: Certificate, onChanged: () => void) => ReactNode;
};

function certificatesText(count: number): string {
  return `${count} certificate${count === 1 ? '' : 's'}`;
}

function captionFor(search: StudentSearch, term: string): string {
  const narrowed = search.status ? ` (${statusFilterLabels[search.status].toLowerCase()})` : '';
  if (search.kind === 'all') return `Certificates${narrowed}, newest first`;
  if (search.kind === 'number') return `Certificates with the number ${term}${narrowed}`;
  return `Certificates with a surname starting “${term}”${narrowed}, in alphabetical order`;
}

function noMatchTitle(term: string, status: StatusFilter | null, centre: string | null): string {
  const label = status ? statusFilterLabels[status].toLowerCase() : null;
  if (!label && !term && centre) return `No certificates are recorded under centre ${centre}.`;
  if (!label) return `No certificates match “${term}”.`;
  return term ? `No ${label} certificates match “${term}”.` : `No certificates are ${label}.`;
}

/**
 * The Student List (docs/product.md): find a learner's record and correct it. The search lives in
 * ?q=, the status filter in ?status=, an admin's choice of centre in ?centre=.
 */
export function StudentList({
  role,
  api = firestoreStudentListApi,
  today,
  history,
  renderStatus,
}: StudentListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get('q')?.trim() ?? '';
  const status = parseStatusFilter(searchParams.get('status'));
  const isAdmin = isAdminRole(role);
  const chosenCentre = isAdmin ? parseCentreFilter(searchParams.get('centre')) : null;
  const scope = queryScopeFor(role, chosenCentre);
  const centres = useQuery(centreListQuery(api.listCentres, isAdmin));
  const { closedToEdits } = useOwnCentre(api.readCentre, centreOf(role));
  const { search, list, nextPage, loadNextPage, retry, refresh } = useStudentList(
    api,
    term,
    status,
    scope,
  );
  const saveDetails = useSaveStudentDetails(api);
  const [editing, setEditing] = useState<Certificate | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [lastSaved, setLastSaved] = useState<Certificate | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const [printIds, setPrintIds] = useState<string[]>([]);
  // A table from 640 px (Tailwind's sm), one card per learner below.
  const Records = useMediaQuery('(min-width: 40rem)', true) ? StudentsTable : StudentCards;

  function toggleSelected({ id }: Certificate) {
    setPrintIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  }

  function changeSearch(
    next: string,
    nextStatus: StatusFilter | null = status,
    nextCentre: string | null = chosenCentre,
  ) {
    setSearchParams({
      ...(next ? { q: next } : {}),
      ...(nextStatus ? { status: nextStatus } : {}),
      ...(nextCentre ? { centre: nextCentre } : {}),
    });
  }

  // The open record as the list shows it now: a save puts the saved record in its row, and a
  // status step reads the list again (which decides whether the details can still be edited).
  // Failing that (a row the search no longer finds), as last saved in the dialog, if it was.
  const listed =
    editing && list.status === 'ready'
      ? (list.items.find((row) => row.id === editing.id) ?? null)
      : null;
  const shown = listed ?? (editing && lastSaved?.id === editing.id ? lastSaved : editing);

  const save = (certificateId: string, edit: StudentDetailsEdit) =>
    saveDetails.mutateAsync({ certificateId, edit });

  async function showMore() {
    const loaded = await loadNextPage();
    // When the last page is in, the button goes; keep the keyboard user's place on the count.
    if (loaded && !loaded.hasMore) countRef.current?.focus();
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <StudentSearchForm term={term} onSearch={(next) => changeSearch(next)} />
        <StatusFilterSelect value={status} onChange={(next) => changeSearch(term, next)} />
        {isAdmin ? (
          <CentreFilterSelect
            centres={centres.data}
            value={chosenCentre}
            onChange={(next) => changeSearch(term, status, next)}
          />
        ) : null}
      </div>
      <ExportStudentList search={search} scope={scope} />

      {list.status === 'loading' ? <PageLoading label="Loading certificates..." /> : null}

      {list.status === 'error' ? (
        <LoadFailure title="The certificates could not be loaded." onRetry={retry}>
          <p>{list.message}</p>
        </LoadFailure>
      ) : null}

      {list.status === 'ready' && list.items.length === 0 ? (
        search.kind === 'all' && status === null && chosenCentre === null ? (
          <Alert tone="info" title="No certificates have been recorded yet.">
            <p>Certificates appear here, newest first, as soon as they are added.</p>
            <ButtonLink to={paths.dashboard.addCertificate.getHref()} size="sm" className="mt-3">
              Add Certificate
            </ButtonLink>
          </Alert>
        ) : (
          <Alert tone="info" title={noMatchTitle(term, status, chosenCentre)}>
            <p>
              Check the number or spelling. Numbers must be given in full; a surname can be searched
              by its first few letters.
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => changeSearch('', null, null)}
            >
              Show all certificates
            </Button>
          </Alert>
        )
      ) : null}

      {list.status === 'ready' && list.items.length > 0 ? (
        <>
          <p
            ref={countRef}
            tabIndex={-1}
            aria-live="polite"
            className="font-medium text-slate-800 focus:outline-none"
          >
            Showing {certificatesText(list.items.length)}
          </p>
          <PrintBar
            selectedIds={printIds}
            onClear={() => setPrintIds([])}
            search={search}
            term={term}
            centre={chosenCentre}
            count={list.items.length}
            hasMore={list.hasMore}
          />
          <Records
            rows={list.items}
            caption={captionFor(search, term)}
            onView={setEditing}
            highlightedId={highlightedId}
            selectedIds={new Set(printIds)}
            onToggleSelected={toggleSelected}
          />
          {nextPage.error ? (
            <Alert tone="error" role="alert" title="More certificates could not be loaded.">
              <p>{nextPage.error}</p>
            </Alert>
          ) : null}
          {list.hasMore ? (
            <Button
              variant="outline"
              aria-disabled={nextPage.loading || undefined}
              onClick={() => void showMore()}
            >
              {nextPage.loading ? 'Loading more...' : nextPage.error ? 'Retry' : 'Load more'}
            </Button>
          ) : null}
        </>
      ) : null}

      <EditStudentDialog
        // As last saved: the copied link names the new numbers, and the record names its new
        // latest event, so its history is read again.
        certificate={shown}
        onClose={() => setEditing(null)}
        save={save}
        centres={isAdmin ? (centres.data ?? null) : null}
        closedCentre={closedToEdits}
        onSaved={(updated) => {
          setHighlightedId(updated.id);
          setLastSaved(updated);
        }}
        today={today}
        statusPanel={shown && renderStatus ? renderStatus(shown, refresh) : null}
        history={shown ? history?.(shown) : null}
      />
    </div>
  );
}
