import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { teachingAndLecturingQualifications as sectorQualifications } from '../teaching-and-lecturing';

/** What the detail page adds to this qualification's entry in ../teaching-and-lecturing.ts. */
export const details: QualificationDetails = {
  glh: 48,
  minimumAge: 19,
  overview:
    'The award introduces the essentials of teaching adults and young people in colleges, training providers and workplaces. Learners plan and deliver a microteach session and reflect on it, which gives them a confident start in the classroom.',
  audience: [
    'New tutors, trainers and instructors in further education and skills',
    'Experienced practitioners who want to start teaching their trade',
  ],
  entryRequirements: [
    'No formal entry requirements',
    'Learners should have a subject specialism and English at around Level 2',
  ],
  units: [
    mandatory('Roles, responsibilities and relationships in education and training', 12),
    mandatory('Using inclusive teaching and learning approaches', 12),
    mandatory('Facilitating learning for individuals and groups', 12),
    mandatory('Understanding assessment in education and training', 12),
  ],
  rulesOfCombination: 'Learners must achieve all four mandatory units.',
  assessment: [
    'Written assignments, marked by the centre',
    'A microteach session of at least 15 minutes, observed and recorded',
  ],
  progression: [
    'Level 4 Certificate in Education and Training',
    'Level 3 Certificate in Assessing Vocational Achievement',
  ],
};
