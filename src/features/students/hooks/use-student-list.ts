import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { Certificate } from '@/domain/certificate';

import type { PageCursor, StudentListApi } from '../api/student-list-api';
import { parseStudentSearch, type StudentSearch } from '../utils/student-search';

type Loaded = { status: 'ready'; rows: Certificate[]; next: PageCursor | null };
type Failed = { status: 'error'; message: string };
export type StudentListState = { status: 'loading' } | Loaded | Failed;

type Result = (Loaded | Failed) & { key: string };

export type LoadMoreState = { loading: boolean; error: string | null };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The register did not answer.';
}

/**
 * The rows of the student list for one search term: the first page when the term changes, more
 * pages on request, and a row replaced in place after an edit. A page that arrives after the
 * term has changed again is dropped, so a slow answer never overwrites a newer one.
 */
export function useStudentList(api: StudentListApi, term: string) {
  const search: StudentSearch = useMemo(() => parseStudentSearch(term), [term]);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${term}`;
  const [result, setResult] = useState<Result | null>(null);
  const [more, setMore] = useState<LoadMoreState & { key: string }>({
    key,
    loading: false,
    error: null,
  });
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);

  useEffect(() => {
    let current = true;
    api.fetchPage(search, null).then(
      (page) => {
        if (current) setResult({ key, status: 'ready', rows: page.certificates, next: page.next });
      },
      (error: unknown) => {
        console.error('Could not load the student list.', error);
        if (current) setResult({ key, status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, search, key]);

  const state: StudentListState = result?.key === key ? result : { status: 'loading' };
  const loadMore: LoadMoreState = more.key === key ? more : { loading: false, error: null };
  const next = state.status === 'ready' ? state.next : null;

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  /** Loads the next page; resolves to whether yet more remain (null when it failed). */
  const loadNextPage = useCallback(async (): Promise<boolean | null> => {
    if (!next || loadMore.loading) return null;
    const startedFor = key;
    setMore({ key, loading: true, error: null });
    try {
      const page = await api.fetchPage(search, next);
      if (currentKey.current !== startedFor) return null;
      setResult((previous) =>
        previous?.key === startedFor && previous.status === 'ready'
          ? { ...previous, rows: [...previous.rows, ...page.certificates], next: page.next }
          : previous,
      );
      setMore({ key: startedFor, loading: false, error: null });
      return page.next !== null;
    } catch (error) {
      console.error('Could not load more of the student list.', error);
      if (currentKey.current === startedFor) {
        setMore({ key: startedFor, loading: false, error: messageOf(error) });
      }
      return null;
    }
  }, [api, search, next, key, loadMore.loading]);

  const replaceRow = useCallback((updated: Certificate) => {
    setResult((previous) =>
      previous?.status === 'ready'
        ? {
            ...previous,
            rows: previous.rows.map((row) => (row.id === updated.id ? updated : row)),
          }
        : previous,
    );
  }, []);

  return { search, state, loadMore, loadNextPage, retry, replaceRow };
}
