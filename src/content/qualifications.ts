import { LEVELS, SECTORS, type Qualification } from '@/domain/catalogue';

import { administrationQualifications } from './qualifications/administration';
import { directLearningSupportQualifications } from './qualifications/direct-learning-support';
import { teachingAndLecturingQualifications } from './qualifications/teaching-and-lecturing';

/** Listed from Entry Level upwards, so each page of results mixes the three sectors. */
function catalogueOrder(a: Qualification, b: Qualification): number {
  return (
    LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
    SECTORS.indexOf(a.sector) - SECTORS.indexOf(b.sector) ||
    a.tqt - b.tqt
  );
}

/**
 * The whole catalogue (23 qualifications), in the order the catalogue lists them.
 * The demo seed script imports this list too, so course names on sample certificates match.
 */
export const qualifications: readonly Qualification[] = [
  ...directLearningSupportQualifications,
  ...administrationQualifications,
  ...teachingAndLecturingQualifications,
].sort(catalogueOrder);
