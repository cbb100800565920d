import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { administrationQualifications as sectorQualifications } from '../administration';

/** What the detail page adds to this qualification's entry in ../administration.ts. */
export const details: QualificationDetails = {
  glh: 170,
  minimumAge: 16,
  overview:
    'This certificate covers the knowledge and skills of a capable administrator, from communicating in writing to organising meetings and working with spreadsheets. Optional units let centres tailor it to finance, customer service or education settings.',
  audience: [
    'Administrators, receptionists and office assistants',
    'School and college office staff',
  ],
  entryRequirements: [
    'No formal entry requirements',
    'Access to a workplace or realistic work environment for the practical units',
  ],
  units: [
    mandatory('Communication in a business environment', 25),
    mandatory('Principles of managing information and producing documents', 25),
    mandatory('Principles of working in a business environment', 25),
    mandatory('Organising meetings and events', 20),
    mandatory('Managing diaries', 15),
    mandatory('Using spreadsheet software', 20),
    optional('Handling business finance records', 20),
    optional('Supporting customer service in administration', 20),
    optional('Processing data for a school or college', 20),
  ],
  rulesOfCombination: 'Learners must achieve all six mandatory units and two optional units.',
  assessment: [
    'A portfolio of workplace evidence, assessed by the centre',
    'Knowledge units may be assessed by written assignment',
  ],
  progression: [
    'Level 3 Diploma in Business Administration',
    'Level 3 Certificate in Examinations and Data Administration',
  ],
};
