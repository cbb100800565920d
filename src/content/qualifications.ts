import type { Qualification } from '@/domain/catalogue';

import { administrationQualifications } from './qualifications/administration';
import { directLearningSupportQualifications } from './qualifications/direct-learning-support';
import { teachingAndLecturingQualifications } from './qualifications/teaching-and-lecturing';

/**
 * The whole catalogue (SPEC §3, §9: 23 qualifications), in the order the catalogue lists them.
 * The demo seed script imports this list too, so course names on sample certificates match.
 */
export const qualifications: readonly Qualification[] = [
  ...directLearningSupportQualifications,
  ...administrationQualifications,
  ...teachingAndLecturingQualifications,
];
