import { queryOptions } from '@tanstack/react-query';

import type { CertificateStanding, StatusApi } from './status-api';

export type StandingView = CertificateStanding & { viewerUid: string };

/**
 * Every certificate-status query, its key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const statusQueries = {
  all: ['certificate-status'] as const,
  /** One certificate's standing and its pending request, read afresh when its dialog opens. */
  standing: (api: StatusApi, certificateId: string) =>
    queryOptions({
      queryKey: [...statusQueries.all, 'standing', certificateId] as const,
      queryFn: async (): Promise<StandingView | null> => {
        const [standing, viewerUid] = await Promise.all([
          api.readStanding(certificateId),
          api.viewerUid(),
        ]);
        return standing ? { ...standing, viewerUid } : null;
      },
      meta: { errorMessage: 'Could not load the certificate’s status.' },
    }),
};
