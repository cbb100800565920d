import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { teachingAndLecturingQualifications as sectorQualifications } from '../teaching-and-lecturing';

/** What the detail page adds to this qualification's entry in ../teaching-and-lecturing.ts. */
export const details: QualificationDetails = {
  glh: 90,
  minimumAge: 19,
  overview:
    'Learners plan and carry out internal quality assurance in their own centre: sampling assessment decisions, observing assessors, standardising practice and preparing for external quality assurance visits.',
  audience: [
    'Internal quality assurers and lead assessors',
    'Quality managers in colleges, training providers and employers',
  ],
  entryRequirements: [
    'An assessor qualification, such as the Level 3 Certificate in Assessing Vocational Achievement',
    'Access to assessors and their learners to quality assure',
  ],
  units: [
    mandatory(
      'Understanding the principles and practices of internally assuring the quality of assessment',
      45,
    ),
    mandatory('Internally assuring the quality of assessment', 45),
  ],
  rulesOfCombination: 'Learners must achieve both mandatory units.',
  assessment: [
    'A portfolio including sampling plans, records and feedback to assessors',
    'Observation of the learner carrying out internal quality assurance',
  ],
  progression: [
    'Level 4 Certificate in Leading the Internal Quality Assurance of Assessment Processes and Practice',
    'External quality assurance roles with awarding organisations',
  ],
};
