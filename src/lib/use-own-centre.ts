import { useQuery } from '@tanstack/react-query';

import { closedCentreText, type Centre } from '@/domain/centres';

import { centreQuery } from './centre-list-query';

/**
 * A centre's staff member's own centre, as read (undefined until it is, and for an admin,
 * whose `centreNumber` is null), and why nothing may be added under it, or null: what Add
 * Certificate and Import tell them before they start.
 */
export function useOwnCentre(
  read: (centreNumber: string) => Promise<Centre | null>,
  centreNumber: string | null,
): { centre: Centre | null | undefined; closed: string | null } {
  const own = useQuery(centreQuery(read, centreNumber));
  return {
    centre: own.data,
    closed:
      centreNumber !== null && own.isSuccess ? closedCentreText(centreNumber, own.data) : null,
  };
}
