import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { LearnerRequestStep } from '@/domain/learner-requests';
import type { QueryScope } from '@/domain/query-scope';

import type { LearnerRequestsApi } from '../api/learner-requests-api';

const all = ['learner-requests'] as const;

/** The open requests within the scope, read again after each step. */
export function useLearnerRequests(api: LearnerRequestsApi, scope: QueryScope) {
  const queryClient = useQueryClient();
  const list = useQuery(
    queryOptions({
      queryKey: [...all, scope.centreNumber] as const,
      queryFn: () => api.listOpen(scope),
      meta: { errorMessage: 'Could not load the learners’ requests.' },
    }),
  );
  const step = useMutation({
    mutationFn: ({ requestId, step }: { requestId: string; step: LearnerRequestStep }) =>
      api.take(requestId, step),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
  return { list, step };
}
