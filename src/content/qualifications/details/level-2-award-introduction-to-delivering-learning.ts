import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { teachingAndLecturingQualifications as sectorQualifications } from '../teaching-and-lecturing';

/** What the detail page adds to this qualification's entry in ../teaching-and-lecturing.ts. */
export const details: QualificationDetails = {
  glh: 45,
  minimumAge: 16,
  overview:
    'Many people teach others without a teaching title. This award gives them a sound grounding in how adults learn and how to plan, deliver and review a short session, with useful feedback for the people they train.',
  audience: [
    'Workplace trainers, buddies and peer mentors',
    'Volunteers who run sessions in community settings',
  ],
  entryRequirements: [
    'No formal entry requirements',
    'Learners need a skill or subject they can share with others',
  ],
  units: [
    mandatory('How people learn', 10),
    mandatory('Planning a short learning session', 15),
    mandatory('Delivering a learning session', 10),
    mandatory('Giving feedback to learners', 10),
  ],
  rulesOfCombination: 'Learners must achieve all four mandatory units.',
  assessment: [
    'A short written assignment, marked by the centre',
    'Delivery of a 10-minute session, observed by the assessor',
  ],
  progression: [
    'Level 3 Award in Education and Training',
    'Level 3 Award in Assessing Competence in the Work Environment',
  ],
};
