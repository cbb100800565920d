import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { directLearningSupportQualifications as sectorQualifications } from '../direct-learning-support';

/** What the detail page adds to this qualification's entry in ../direct-learning-support.ts. */
export const details: QualificationDetails = {
  glh: 80,
  minimumAge: 16,
  overview:
    'This award gives learners the underpinning knowledge of the teaching assistant role without the need for a work placement, so it can be taken before applying for a first post. Every unit also counts towards the Level 2 Certificate in Supporting Teaching and Learning.',
  audience: [
    'Learners preparing to apply for teaching assistant roles',
    'New support staff in schools during their induction',
  ],
  entryRequirements: [
    'No formal entry requirements',
    'Learners should be able to read and write at around Level 1 in English',
  ],
  units: [
    mandatory('Child and young person development', 20),
    mandatory('Safeguarding the welfare of children and young people', 20),
    mandatory('Communication and professional relationships', 15),
    mandatory('Schools as organisations', 10),
    mandatory('Supporting learning activities', 15),
  ],
  rulesOfCombination: 'Learners must achieve all five mandatory units.',
  assessment: [
    'Written assignments or a knowledge workbook, marked by the centre',
    'No work placement or observation is required',
  ],
  progression: [
    'Level 2 Certificate in Supporting Teaching and Learning',
    'Employment as a teaching assistant or learning support assistant',
  ],
};
