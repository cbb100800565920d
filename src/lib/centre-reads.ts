import type { CentreFiguresApi } from './centre-figures-query';
import { readCentreFiguresSnapshot, recountCentreFigures } from './centre-figures';
import type { CentrePickerApi } from './centre-queries';
import { readCentre, readCentres, searchCentres } from './centres';
import { getDb, signedInActor } from './firebase';
import type { CentreNamesApi } from './use-centre-names';

/**
 * The centre reads the admins' screens share, on the app's own Firestore, for each feature's api
 * to include: the centre picker's, the figures' snapshot and its count, and the naming of the
 * centres a page shows.
 */

export const firestoreCentrePickerApi: CentrePickerApi = {
  searchCentres: async (term) => searchCentres(await getDb(), term),
  readCentre: async (centreNumber) => readCentre(await getDb(), centreNumber),
};

export const firestoreCentreFiguresApi: CentreFiguresApi = {
  readFiguresSnapshot: async () => readCentreFiguresSnapshot(await getDb()),
  recountFigures: async () => recountCentreFigures(await getDb(), await signedInActor()),
};

export const firestoreCentreNamesApi: CentreNamesApi = {
  readFiguresSnapshot: firestoreCentreFiguresApi.readFiguresSnapshot,
  readCentres: async (numbers) => readCentres(await getDb(), numbers),
};
