import { useQuery } from '@tanstack/react-query';

import type { CheckApi } from '../api/check-api';
import { checkKeys } from '../api/check-keys';

export function useCertificateChecks(api: CheckApi, indexKeys: string[]) {
  return useQuery({
    queryKey: checkKeys.certificate(indexKeys),
    queryFn: () => api.certificateChecks(indexKeys),
    meta: { errorMessage: 'Could not count the public checks of a certificate.' },
  });
}

export function useVisitorChecks(api: CheckApi, attemptId: string) {
  return useQuery({
    queryKey: checkKeys.visitor(attemptId),
    queryFn: () => api.visitorChecks(attemptId),
    meta: { errorMessage: 'Could not read the visitor’s other checks.' },
  });
}
