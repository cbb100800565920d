import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { DirectoryFilter, DirectoryFrom } from '../utils/directory-view';
import type { StaffApi } from './staff-api';

/**
 * The Staff screen's queries, each key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md). A step on the screen reads them all again.
 */
export const staffQueries = {
  all: ['staff'] as const,
  /** A page of the directory; the page shown stays while the next is read. */
  directoryPage: (
    api: Pick<StaffApi, 'readStaffPage'>,
    filter: DirectoryFilter,
    from: DirectoryFrom,
  ) =>
    queryOptions({
      queryKey: [...staffQueries.all, 'directory', 'page', filter, from] as const,
      queryFn: () => api.readStaffPage(filter, from),
      placeholderData: keepPreviousData,
      meta: { errorMessage: 'Could not load the staff directory.' },
    }),
  /** How many people the filter holds. */
  directoryCount: (api: Pick<StaffApi, 'countStaff'>, filter: DirectoryFilter) =>
    queryOptions({
      queryKey: [...staffQueries.all, 'directory', 'count', filter] as const,
      queryFn: () => api.countStaff(filter),
      meta: { errorMessage: 'Could not count the staff directory.' },
    }),
  /** The newest invitations not yet accepted or withdrawn, and how many there are. */
  invitations: (api: Pick<StaffApi, 'readInvitations'>) =>
    queryOptions({
      queryKey: [...staffQueries.all, 'invitations'] as const,
      queryFn: api.readInvitations,
      meta: { errorMessage: 'Could not load the invitations.' },
    }),
};
