import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';

import { pagedQueryOptions, usePagedQuery, type PagedListState } from '@/lib/use-paged-query';

import type { ReportReviewApi } from '../api/report-review-api';
import type { ReportCursor, ReportPage, VisitorReport } from '../types';
import {
  initialReportQueue,
  reportQueueScreen,
  reportStepTexts,
} from '../utils/report-queue-screen';

const reportQueries = {
  all: ['review', 'reports'] as const,
  list: (api: ReportReviewApi) =>
    pagedQueryOptions({
      queryKey: ['review', 'reports', 'list'] as const,
      fetchPage: (after: ReportCursor | null) => api.listReports(after),
      errorMessage: 'Could not load the reports.',
    }),
  count: (api: ReportReviewApi) =>
    queryOptions({
      queryKey: ['review', 'reports', 'count'] as const,
      queryFn: () => api.countReports(),
      meta: { errorMessage: 'Could not count the reports.' },
    }),
};

const reportsOf = (page: ReportPage) => page.reports;

export const reportsIn = (list: PagedListState<VisitorReport>) =>
  list.status === 'ready' ? list.items : [];

/** How many reports await the admins; null until counted. */
export function useReportCount(api: ReportReviewApi): number | null {
  return useQuery(reportQueries.count(api)).data ?? null;
}

type Step = { kind: 'investigate' | 'close'; report: VisitorReport; note: string };

/**
 * The reports' queue (newest first, a page at a time), its state (utils/report-queue-screen.ts)
 * and its steps: after each, the queue and its count are read again and the next report chosen.
 */
export function useReportQueue(api: ReportReviewApi) {
  const queryClient = useQueryClient();
  const { list, nextPage, loadNextPage, retry } = usePagedQuery(reportQueries.list(api), reportsOf);
  const [screen, dispatch] = useReducer(reportQueueScreen, initialReportQueue);
  const step = useMutation({
    mutationFn: ({ kind, report, note }: Step) =>
      kind === 'investigate' ? api.markUnderInvestigation(report.id, note) : api.close(report.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQueries.all }),
  });

  async function act(kind: Step['kind'], report: VisitorReport) {
    const shown = reportsIn(list);
    const index = shown.findIndex((item) => item.id === report.id);
    const next = kind === 'investigate' ? report : (shown[index + 1] ?? shown[index - 1] ?? null);
    dispatch({ type: 'step-started' });
    try {
      await step.mutateAsync({ kind, report, note: screen.note.trim() });
    } catch (cause) {
      console.error(`Report step '${kind}' failed for report ${report.id}.`, cause);
      dispatch({ type: 'step-failed', text: reportStepTexts[kind].failed });
      return;
    }
    dispatch({ type: 'step-done', text: reportStepTexts[kind].done, nextId: next?.id ?? null });
  }

  const busy = step.isPending ? (step.variables?.kind ?? null) : null;
  const selected = reportsIn(list).find((report) => report.id === screen.selectedId) ?? null;
  return { list, nextPage, loadNextPage, retry, screen, dispatch, act, busy, selected };
}
