import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { directLearningSupportQualifications as sectorQualifications } from '../direct-learning-support';

/** What the detail page adds to this qualification's entry in ../direct-learning-support.ts. */
export const details: QualificationDetails = {
  glh: 60,
  minimumAge: 16,
  overview:
    'Designed for learners taking their first steps towards a role in a school, this qualification builds the confidence and everyday skills that schools look for in volunteers and new starters. It suits supported internships and pre-employment programmes as well as adult learners returning to work.',
  audience: [
    'Learners aged 16 and over who are considering a career in education',
    'Parents and volunteers who help in classrooms',
    'Learners on supported internships or pre-employment programmes',
  ],
  entryRequirements: [
    'No formal entry requirements',
    'Suitable for learners working towards Entry Level or Level 1 in English and maths',
  ],
  units: [
    mandatory('Understanding schools as organisations', 15),
    mandatory('Introduction to safeguarding children', 15),
    mandatory('Communicating with children and adults in school', 15),
    mandatory('Professional behaviour in the school workplace', 15),
  ],
  rulesOfCombination: 'Learners must achieve all four mandatory units.',
  assessment: [
    'A portfolio of evidence, assessed by the centre',
    'Workbook tasks and short practical activities; there is no examination',
  ],
  progression: [
    'Level 1 Award in Introduction to Supporting Learning',
    'Volunteering or a supported placement in a school',
  ],
};
