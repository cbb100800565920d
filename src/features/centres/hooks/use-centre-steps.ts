import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CentreStatus } from '@/domain/centres';
import { centreQueriesRoot } from '@/lib/centre-queries';

import type { CentresApi } from '../api/centres-api';

/**
 * An admin's steps on the Centres screen. Each stays pending until the centres (the page, its
 * count, every query under the centres' key) have been read again, so the table never shows a
 * centre as it was. The figures' snapshot stays as counted: a step changes no figure.
 */
export function useCentreSteps(api: CentresApi) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: centreQueriesRoot });
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
