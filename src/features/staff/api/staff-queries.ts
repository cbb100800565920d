import { queryOptions } from '@tanstack/react-query';

import type { StaffApi } from './staff-api';

/**
 * The Staff screen's queries, each key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md). A step on the screen reads them all again.
 */
export const staffQueries = {
  all: ['staff'] as const,
  /** The staff directory. */
  directory: (api: Pick<StaffApi, 'listStaff'>) =>
    queryOptions({
      queryKey: [...staffQueries.all, 'directory'] as const,
      queryFn: api.listStaff,
      meta: { errorMessage: 'Could not load the staff directory.' },
    }),
  /** The invitations not yet accepted or withdrawn. */
  invitations: (api: Pick<StaffApi, 'listInvitations'>) =>
    queryOptions({
      queryKey: [...staffQueries.all, 'invitations'] as const,
      queryFn: api.listInvitations,
      meta: { errorMessage: 'Could not load the invitations.' },
    }),
};
