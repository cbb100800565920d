import { queryOptions } from '@tanstack/react-query';

import type { CheckApi } from './check-api';

/**
 * Every query of the check records, its key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const checkQueries = {
  all: ['checks'] as const,
  /** By the certificate's keys: an edit gives it new ones, and the count is read afresh. */
  certificate: (api: CheckApi, indexKeys: string[]) =>
    queryOptions({
      queryKey: [...checkQueries.all, 'certificate', ...indexKeys] as const,
      queryFn: () => api.certificateChecks(indexKeys),
      meta: { errorMessage: 'Could not count the public checks of a certificate.' },
    }),
  visitor: (api: CheckApi, attemptId: string) =>
    queryOptions({
      queryKey: [...checkQueries.all, 'visitor', attemptId] as const,
      queryFn: () => api.visitorChecks(attemptId),
      meta: { errorMessage: 'Could not read the visitor’s other checks.' },
    }),
};
