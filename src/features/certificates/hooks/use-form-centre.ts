import { useQuery } from '@tanstack/react-query';

import { isActiveCentre } from '@/domain/centres';
import { centreOf, type StaffRole } from '@/domain/staff';
import { centreListQuery } from '@/lib/centre-queries';
import { useOwnCentre } from '@/lib/use-own-centre';

import type { CertificateFormApi } from '../api/certificate-form-api';

/**
 * The centre a certificate is added under: a centre's staff member's own, fixed; an admin's
 * choice (`chosen`) among the active centres. A centre's staff whose centre is suspended (or gone)
 * are told before they type anything.
 */
export function useFormCentre(api: CertificateFormApi, role: StaffRole, chosen: string) {
  const ownCentre = centreOf(role);
  const centres = useQuery(centreListQuery(api.listCentres, ownCentre === null));
  const { centre: own, closed } = useOwnCentre(api.readCentre, ownCentre);
  const value = ownCentre ?? chosen;

  let problem: string | null = null;
  if (ownCentre === null && centres.data && !isActiveCentre(centres.data, value)) {
    problem = 'Choose an active centre: certificates are added only under one.';
  }
  if (closed) problem = closed;

  return {
    value,
    /** Null for a centre's staff: their own centre, which they cannot change. */
    choices: ownCentre === null ? (centres.data ?? []) : null,
    loading: ownCentre === null && centres.isPending,
    /** A centre's staff's own centre as read, for its name; undefined until it is. */
    own,
    /** Why nothing may be added under the centre's staff's own centre, or null. */
    closed,
    /** Why nothing may be added under the centre as it stands, or null. */
    problem,
  };
}
