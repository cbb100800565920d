import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CertificateDetails } from '@/domain/certificate';

import type { Replacing } from '../api/replace-certificate';
import type { CertificateFormApi } from '../api/certificate-form-api';
import { numberQueries } from '../api/certificate-queries';

type AddRequest = {
  details: CertificateDetails;
  /** Called once both numbers are known to be free, just before the writes are made. */
  onAdding: () => void;
  /** The certificate this one replaces, marked replaced in the same commit. */
  replaces?: Replacing;
};

/**
 * Records a certificate through the form's api. Nothing cached needs to forget its two numbers:
 * every generation probes the registries afresh. A replacement reads the old record again, which
 * is now replaced.
 */
export function useAddCertificate(api: CertificateFormApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, onAdding, replaces }: AddRequest) =>
      api.addCertificate(details, { onAdding, replaces }),
    onSuccess: (_added, { replaces }) =>
      replaces
        ? queryClient.invalidateQueries({
            queryKey: numberQueries.replacingKey(replaces.certificateId),
          })
        : undefined,
  });
}
