import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CentreStatus } from '@/domain/centres';
import { centreQueriesRoot } from '@/lib/centre-list-query';

import type { CentresApi } from '../api/dashboard-api';
import { dashboardQueries } from '../api/dashboard-home-queries';

/**
 * An admin's steps on the Centres screen. Each stays pending until the centres and the
 * dashboard's figures have been read again, so the table never shows a centre as it was.
 */
export function useCentreSteps(api: CentresApi) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: centreQueriesRoot }),
      queryClient.invalidateQueries({ queryKey: dashboardQueries.all }),
    ]);
  };
  const approve = useMutation({
    mutationFn: (centre: { centreNumber: string; name: string }) => api.approveCentre(centre),
    onSuccess: refresh,
  });
  const changeStatus = useMutation({
    mutationFn: ({ centreNumber, to }: { centreNumber: string; to: CentreStatus }) =>
      api.changeCentreStatus(centreNumber, to),
    onSuccess: refresh,
  });
  return { approve, changeStatus };
}
