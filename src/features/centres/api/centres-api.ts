import type { CentreStatus } from '@/domain/centres';
import type { CentreFiguresApi } from '@/lib/centre-figures-query';
import { firestoreCentreFiguresApi } from '@/lib/centre-reads';
import { centreSearchFor, countCentres, readCentrePage, type CentrePage } from '@/lib/centres';
import { getDb, signedInActor } from '@/lib/firebase';

import type { PageFrom } from '../utils/centre-list-view';
import { approveCentre, changeCentreStatus } from './centre-steps';

/** What the Centres screen needs from the database; component tests pass their own. */
export type CentresApi = CentreFiguresApi & {
  /** A page of the centres a search matches ('' for all), 25 by number or by name. */
  readCentrePage: (term: string, from: PageFrom) => Promise<CentrePage>;
  /** How many centres the search matches, counted without reading them. */
  countCentres: (term: string) => Promise<number>;
  /** Approves a centre as the admin signed in now. */
  approveCentre: (centre: { centreNumber: string; name: string }) => Promise<void>;
  /** Suspends or reactivates a centre as the admin signed in now. */
  changeCentreStatus: (centreNumber: string, to: CentreStatus) => Promise<void>;
};

export const firestoreCentresApi: CentresApi = {
  ...firestoreCentreFiguresApi,
  readCentrePage: async (term, from) => readCentrePage(await getDb(), centreSearchFor(term), from),
  countCentres: async (term) => countCentres(await getDb(), centreSearchFor(term)),
  approveCentre: async (centre) => approveCentre(await getDb(), centre, await signedInActor()),
  changeCentreStatus: async (centreNumber, to) =>
    changeCentreStatus(await getDb(), centreNumber, to, await signedInActor()),
};

export type { CentrePage };
