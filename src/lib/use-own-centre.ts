import { useQuery } from '@tanstack/react-query';

import { closedCentreEditText, closedCentreText, type Centre } from '@/domain/centres';

import { centreQuery } from './centre-queries';

/**
 * A centre's staff member's own centre, as read (undefined until it is, and for an admin,
 * whose `centreNumber` is null), why nothing may be added under it (`closed`) and why its
 * certificates' details may not be changed (`closedToEdits`), or null: what Add Certificate,
 * Import and Edit Student Details tell them before they start.
 */
export function useOwnCentre(
  read: (centreNumber: string) => Promise<Centre | null>,
  centreNumber: string | null,
): { centre: Centre | null | undefined; closed: string | null; closedToEdits: string | null } {
  const own = useQuery(centreQuery(read, centreNumber));
  const known = centreNumber !== null && own.isSuccess;
  return {
    centre: own.data,
    closed: known ? closedCentreText(centreNumber, own.data) : null,
    closedToEdits: known ? closedCentreEditText(centreNumber, own.data) : null,
  };
}
