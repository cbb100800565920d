import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { StaffRole } from '@/domain/staff';

import type { StatusApi, StatusStep } from '../api/status-api';
import { statusQueries } from '../api/status-queries';

/** The certificate's standing as the panel shows it: read afresh each time the dialog opens. */
export function useCertificateStanding(api: StatusApi, certificateId: string) {
  return useQuery(statusQueries.standing(api, certificateId));
}

/**
 * Takes a status step, then reads the standing again; the mutation stays pending until it has
 * landed, so the panel never shows the old buttons after a step. `onChanged` tells the screen
 * around the panel, whose own lists show the status too.
 */
export function useTakeStatusStep(
  api: StatusApi,
  certificateId: string,
  role: StaffRole,
  onChanged?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: StatusStep) => api.takeStep(certificateId, step, role),
    onSuccess: async () => {
      const { queryKey } = statusQueries.standing(api, certificateId);
      await queryClient.invalidateQueries({ queryKey });
      onChanged?.();
    },
  });
}
