import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CertificateDetails } from '@/domain/certificate';

import type { CertificateFormApi } from '../api/certificate-form-api';
import { numberKeys } from '../api/number-keys';

type AddRequest = {
  details: CertificateDetails;
  /** Called once both numbers are known to be free, just before the writes are made. */
  onAdding: () => void;
};

/**
 * Records a certificate through the form's api. Its two numbers are issued from then on, so the
 * registry lookups behind generation are invalidated: no later generation can offer them.
 */
export function useAddCertificate(api: CertificateFormApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, onAdding }: AddRequest) => api.addCertificate(details, { onAdding }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numberKeys.used() }),
  });
}
