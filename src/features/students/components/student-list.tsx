import type { ReactNode } from 'react';

import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import type { Certificate } from '@/domain/certificate';
import type { StaffRole } from '@/domain/staff';

import { firestoreStudentListApi, type StudentListApi } from '../api/student-list-api';
import { useStudentListScreen } from '../hooks/use-student-list-screen';
import { EditStudentDialog } from './edit-student-dialog';
import { ExportStudentList } from './export-student-list';
import { NoCertificates } from './no-certificates';
import { StudentFilters } from './student-filters';
import { StudentResults } from './student-results';

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
  const { params, scope, isAdmin, closedToEdits, rows, screen, dispatch, shown, ...steps } =
    useStudentListScreen(role, api);
  const { search, list, nextPage } = rows;

  return (
    <div className="space-y-6">
      <StudentFilters params={params} picker={isAdmin ? api : null} />
      <ExportStudentList search={search} scope={scope} />

      {list.status === 'loading' ? <PageLoading label="Loading certificates..." /> : null}
      {list.status === 'error' ? (
        <LoadFailure title="The certificates could not be loaded." onRetry={rows.retry}>
          <p>{list.message}</p>
        </LoadFailure>
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <NoCertificates params={params} />
      ) : null}
      {list.status === 'ready' && list.items.length > 0 ? (
        <StudentResults
          rows={list.items}
          hasMore={list.hasMore}
          search={search}
          params={params}
          screen={screen}
          dispatch={dispatch}
          nextPage={nextPage}
          onShowMore={() => void steps.showMore()}
          countRef={steps.countRef}
        />
      ) : null}

      <EditStudentDialog
        // As last saved: the copied link names the new numbers, and the record names its new
        // latest event, so its history is read again.
        certificate={shown}
        onClose={() => dispatch({ type: 'closed' })}
        save={steps.save}
        picker={isAdmin ? api : null}
        closedCentre={closedToEdits}
        onSaved={(updated) => dispatch({ type: 'saved', updated })}
        today={today}
        statusPanel={shown && renderStatus ? renderStatus(shown, rows.refresh) : null}
        history={shown ? history?.(shown) : null}
        downloadPdf={api.downloadPdf}
      />
    </div>
  );
}
