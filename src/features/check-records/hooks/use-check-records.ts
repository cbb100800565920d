import { useQuery } from '@tanstack/react-query';

import type { CheckApi } from '../api/check-api';
import { checkQueries } from '../api/check-queries';

export function useCertificateChecks(api: CheckApi, indexKeys: string[]) {
  return useQuery(checkQueries.certificate(api, indexKeys));
}

export function useVisitorChecks(api: CheckApi, attemptId: string) {
  return useQuery(checkQueries.visitor(api, attemptId));
}
