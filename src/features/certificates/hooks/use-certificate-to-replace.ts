import { useQuery } from '@tanstack/react-query';

import { numberQueries } from '../api/certificate-queries';
import type { ReplacementApi } from '../api/certificate-form-api';

/** The certificate a replacement is filled from, read afresh: it may have changed since. */
export function useCertificateToReplace(api: ReplacementApi, certificateId: string) {
  return useQuery(numberQueries.replacing(api, certificateId));
}
