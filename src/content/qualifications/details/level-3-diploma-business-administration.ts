import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { administrationQualifications as sectorQualifications } from '../administration';

/** What the detail page adds to this qualification's entry in ../administration.ts. */
export const details: QualificationDetails = {
  glh: 280,
  minimumAge: 16,
  overview:
    'The diploma recognises administrators who work with a high degree of independence. Learners show how they manage information and office systems, improve processes and support projects, with optional units that reflect their own role.',
  audience: [
    'Senior administrators, personal assistants and office supervisors',
    'Business support officers in schools, colleges and public services',
  ],
  entryRequirements: [
    'Learners should be working in an administrative role with some responsibility',
    'A Level 2 administration qualification or equivalent experience is recommended',
  ],
  units: [
    mandatory('Principles of business communication and information', 40),
    mandatory('Principles of administration', 40),
    mandatory('Principles of business', 40),
    mandatory('Managing personal and professional development', 25),
    mandatory('Contributing to the improvement of business processes', 30),
    mandatory('Managing an office facility', 25),
    optional('Budget management', 30),
    optional('Project administration', 30),
    optional('Minute taking and formal meetings', 25),
    optional('Managing records in an education setting', 25),
  ],
  rulesOfCombination:
    'Learners must achieve all six mandatory units and optional units worth at least 80 guided learning hours.',
  assessment: [
    'A portfolio of workplace evidence, assessed by an occupationally competent assessor',
    'Written assignments for the knowledge units',
    'Professional discussion',
  ],
  progression: [
    'Level 4 Diploma in Business Administration and Office Management',
    'Office manager and executive assistant roles',
  ],
};
