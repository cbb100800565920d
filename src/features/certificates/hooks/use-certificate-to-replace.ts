import { useQuery } from '@tanstack/react-query';

import type { Certificate } from '@/domain/certificate';

import { numberKeys } from '../api/number-keys';
import { readCertificate } from '../api/read-certificate';

/** The certificate a replacement is filled from, read afresh: it may have changed since. */
export function useCertificateToReplace(
  certificateId: string,
  read: (id: string) => Promise<Certificate | null> = readCertificate,
) {
  return useQuery({
    queryKey: numberKeys.replacing(certificateId),
    queryFn: () => read(certificateId),
    meta: { errorMessage: 'Could not load the certificate to replace.' },
  });
}
