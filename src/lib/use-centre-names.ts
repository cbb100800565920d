import { useQuery } from '@tanstack/react-query';

import type { Centre } from '@/domain/centres';

import { centreFiguresSnapshotQuery, type CentreFiguresApi } from './centre-figures-query';
import { centreQueriesRoot } from './centre-queries';

/** What naming a centre takes: its number, its name and whether it is active. */
type CentreName = Pick<Centre, 'centreNumber' | 'name' | 'status'>;

/** What naming the centres of a page needs from the database. */
export type CentreNamesApi = Pick<CentreFiguresApi, 'readFiguresSnapshot'> & {
  /** The centres of these numbers that are on the register. */
  readCentres: (numbers: readonly string[]) => Promise<Centre[]>;
};

/**
 * The centres a page names (a page of staff, the invitations waiting), by number: from the
 * figures' snapshot, one document the admins' screens share, and for a centre approved since it
 * was counted, from the centre itself. A number named nowhere is left out: the page shows it bare.
 */
export function useCentreNames(
  api: CentreNamesApi,
  numbers: readonly string[],
): ReadonlyMap<string, CentreName> {
  const snapshot = useQuery(centreFiguresSnapshotQuery(api.readFiguresSnapshot));
  const named = new Map<string, CentreName>(
    snapshot.data?.centres.map((centre) => [centre.centreNumber, centre]),
  );
  const missing = snapshot.isPending
    ? []
    : [...new Set(numbers)].filter((number) => !named.has(number)).sort();
  const read = useQuery({
    queryKey: [...centreQueriesRoot, 'named', missing] as const,
    queryFn: () => api.readCentres(missing),
    enabled: missing.length > 0,
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'Could not name the centres.' },
  });
  for (const centre of read.data ?? []) named.set(centre.centreNumber, centre);
  return named;
}
