import { useReducer, useRef } from 'react';

import { queryScopeFor } from '@/domain/query-scope';
import { centreOf, isAdminRole, type StaffRole } from '@/domain/staff';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import { useOwnCentre } from '@/lib/use-own-centre';

import type { StudentListApi } from '../api/student-list-api';
import {
  initialStudentListScreen,
  shownRecord,
  studentListScreen,
} from '../utils/student-list-screen';
import { useSaveStudentDetails } from './use-save-student-details';
import { useStudentList } from './use-student-list';
import { useStudentSearchParams } from './use-student-search-params';

/**
 * The Student List's search (in the address), its rows, its own state
 * (utils/student-list-screen.ts) and its steps: saving a record's details, and 'Load more', which
 * keeps a keyboard user's place on the count once the last page is in.
 */
export function useStudentListScreen(role: StaffRole, api: StudentListApi) {
  const isAdmin = isAdminRole(role);
  const params = useStudentSearchParams(isAdmin);
  const scope = queryScopeFor(role, params.centre);
  const { closedToEdits } = useOwnCentre(api.readCentre, centreOf(role));
  const rows = useStudentList(api, params.term, params.status, scope);
  const saveDetails = useSaveStudentDetails(api);
  const [screen, dispatch] = useReducer(studentListScreen, initialStudentListScreen);
  const countRef = useRef<HTMLParagraphElement>(null);

  async function showMore() {
    const loaded = await rows.loadNextPage();
    // When the last page is in, the button goes; keep the keyboard user's place on the count.
    if (loaded && !loaded.hasMore) countRef.current?.focus();
  }

  return {
    params,
    scope,
    isAdmin,
    closedToEdits,
    rows,
    screen,
    dispatch,
    /** The open record as the list shows it now (utils/student-list-screen.ts). */
    shown: shownRecord(screen, rows.list.status === 'ready' ? rows.list.items : null),
    save: (certificateId: string, edit: StudentDetailsEdit) =>
      saveDetails.mutateAsync({ certificateId, edit }),
    showMore,
    countRef,
  };
}
