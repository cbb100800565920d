import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CertificateStanding, StatusApi, StatusStep } from '../api/status-api';
import { statusKeys } from '../api/status-keys';

export type StandingView = CertificateStanding & { viewerUid: string };

/** The certificate's standing as the panel shows it: read afresh each time the dialog opens. */
export function useCertificateStanding(api: StatusApi, certificateId: string) {
  return useQuery({
    queryKey: statusKeys.standing(certificateId),
    queryFn: async (): Promise<StandingView | null> => {
      const [standing, viewerUid] = await Promise.all([
        api.readStanding(certificateId),
        api.viewerUid(),
      ]);
      return standing ? { ...standing, viewerUid } : null;
    },
    meta: { errorMessage: 'Could not load the certificate’s status.' },
  });
}

/**
 * Takes a status step, then reads the standing again; the mutation stays pending until it has
 * landed, so the panel never shows the old buttons after a step. `onChanged` tells the screen
 * around the panel, whose own lists show the status too.
 */
export function useTakeStatusStep(api: StatusApi, certificateId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: StatusStep) => api.takeStep(certificateId, step),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: statusKeys.standing(certificateId) });
      onChanged?.();
    },
  });
}
