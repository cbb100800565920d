import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { directLearningSupportQualifications as sectorQualifications } from '../direct-learning-support';

/** What the detail page adds to this qualification's entry in ../direct-learning-support.ts. */
export const details: QualificationDetails = {
  glh: 70,
  minimumAge: 16,
  overview:
    'Learners practise the practical tasks that keep a classroom running and find out how to support children’s learning under the direction of a teacher. The qualification can be delivered alongside a short placement and is a common first step for future teaching assistants.',
  audience: [
    'Learners aged 16 and over who want to work in a school',
    'Volunteers and lunchtime supervisors who want a recognised qualification',
  ],
  entryRequirements: [
    'No formal entry requirements',
    'Access to a classroom, as a volunteer or on placement, is recommended',
  ],
  units: [
    mandatory('Supporting learning activities in the classroom', 20),
    mandatory('Preparing and maintaining the learning environment', 15),
    mandatory('Supporting children’s health and safety', 15),
    mandatory('Working as part of a school team', 20),
  ],
  rulesOfCombination: 'Learners must achieve all four mandatory units.',
  assessment: [
    'A portfolio of evidence, assessed by the centre',
    'Witness testimony from a teacher may be used for practical tasks',
  ],
  progression: [
    'Level 2 Award in Supporting Teaching and Learning',
    'Level 2 Certificate in Supporting Teaching and Learning',
  ],
};
