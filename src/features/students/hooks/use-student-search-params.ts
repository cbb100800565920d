import { useSearchParams } from 'react-router-dom';

import { parseCentreFilter } from '@/domain/query-scope';

import { parseStatusFilter, type StatusFilter } from '../utils/student-search';

type SearchChange = { term?: string; status?: StatusFilter | null; centre?: string | null };

/**
 * The Student List's search as the address holds it: the term in ?q=, the status filter in
 * ?status=, and an admin's choice of centre in ?centre= (a centre's staff have none).
 */
export function useStudentSearchParams(isAdmin: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get('q')?.trim() ?? '';
  const status = parseStatusFilter(searchParams.get('status'));
  const centre = isAdmin ? parseCentreFilter(searchParams.get('centre')) : null;

  /** A new search in the address: what the change leaves out is kept. */
  function change({
    term: nextTerm = term,
    status: nextStatus = status,
    centre: nextCentre = centre,
  }: SearchChange) {
    setSearchParams({
      ...(nextTerm ? { q: nextTerm } : {}),
      ...(nextStatus ? { status: nextStatus } : {}),
      ...(nextCentre ? { centre: nextCentre } : {}),
    });
  }

  return { term, status, centre, change };
}

export type StudentSearchParams = ReturnType<typeof useStudentSearchParams>;
