import { useQuery } from '@tanstack/react-query';

import { isCentreNumber } from '@/domain/centres';
import { centreOf, type StaffRole } from '@/domain/staff';
import { centreQuery } from '@/lib/centre-queries';
import { useOwnCentre } from '@/lib/use-own-centre';

import type { CertificateFormApi } from '../api/certificate-form-api';

const chooseActive = 'Choose an active centre: certificates are added only under one.';

/**
 * The centre a certificate is added under: a centre's staff member's own, fixed; an admin's
 * choice (`chosen`) of an active centre, with the centre picker, which reads the centre chosen
 * (one read, shared with this). A centre's staff whose centre is suspended (or gone) are told
 * before they type anything.
 */
export function useFormCentre(api: CertificateFormApi, role: StaffRole, chosen: string) {
  const ownCentre = centreOf(role);
  const { centre: own, closed } = useOwnCentre(api.readCentre, ownCentre);
  const value = ownCentre ?? chosen;
  const choosing = ownCentre === null;
  const lookup = useQuery(
    centreQuery(api.readCentre, choosing && isCentreNumber(value) ? value : null),
  );

  let problem: string | null = null;
  if (choosing && (!isCentreNumber(value) || lookup.data === null)) problem = chooseActive;
  if (choosing && lookup.data && lookup.data.status !== 'active') problem = chooseActive;
  if (closed) problem = closed;

  return {
    value,
    /** The picker's reads for an admin; null for a centre's staff, who cannot change it. */
    picker: choosing ? api : null,
    /** A centre's staff's own centre as read, for its name; undefined until it is. */
    own,
    /** Why nothing may be added under the centre's staff's own centre, or null. */
    closed,
    /** Why nothing may be added under the centre as it stands, or null. */
    problem,
  };
}
