import type { Centre, CentreStatus } from '@/domain/centres';
import { countCentreFigures } from '@/lib/centre-figures';
import type { CentreFigures } from '@/lib/centre-figures-query';
import { listCentres } from '@/lib/centres';
import { getDb, signedInActor } from '@/lib/firebase';

import { approveCentre, changeCentreStatus } from './centre-steps';

/** What the Centres screen needs from the database; component tests pass their own. */
export type CentresApi = {
  /** Every centre, by number. */
  listCentres: () => Promise<Centre[]>;
  /** The figures of each of these centres, for the table. */
  loadCentreFigures: (centres: readonly Centre[]) => Promise<CentreFigures[]>;
  /** Approves a centre as the admin signed in now. */
  approveCentre: (centre: { centreNumber: string; name: string }) => Promise<void>;
  /** Suspends or reactivates a centre as the admin signed in now. */
  changeCentreStatus: (centreNumber: string, to: CentreStatus) => Promise<void>;
};

export const firestoreCentresApi: CentresApi = {
  listCentres: async () => listCentres(await getDb()),
  loadCentreFigures: async (centres) => countCentreFigures(await getDb(), centres),
  approveCentre: async (centre) => approveCentre(await getDb(), centre, await signedInActor()),
  changeCentreStatus: async (centreNumber, to) =>
    changeCentreStatus(await getDb(), centreNumber, to, await signedInActor()),
};
