import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { teachingAndLecturingQualifications as sectorQualifications } from '../teaching-and-lecturing';

/** What the detail page adds to this qualification's entry in ../teaching-and-lecturing.ts. */
export const details: QualificationDetails = {
  glh: 100,
  minimumAge: 18,
  overview:
    'The certificate combines workplace assessment with assessment in classrooms, workshops and simulated environments. Learners use a range of methods, from observation to written tests, and show they can keep assessment records that stand up to quality assurance.',
  audience: [
    'Assessors in colleges, training providers and employers',
    'Tutors who assess as well as teach',
  ],
  entryRequirements: [
    'Occupational competence in the area to be assessed',
    'Access to learners to assess both at work and in a training environment',
  ],
  units: [
    mandatory('Understanding the principles and practices of assessment', 25),
    mandatory('Assessing occupational competence in the work environment', 35),
    mandatory('Assessing vocational skills, knowledge and understanding', 40),
  ],
  rulesOfCombination: 'Learners must achieve all three mandatory units.',
  assessment: [
    'A portfolio including observed assessments in the workplace and in a training setting',
    'Assessment plans, records and feedback to learners',
  ],
  progression: [
    'Level 4 Award in the Internal Quality Assurance of Assessment Processes and Practice',
    'Level 4 Certificate in Education and Training',
  ],
};
