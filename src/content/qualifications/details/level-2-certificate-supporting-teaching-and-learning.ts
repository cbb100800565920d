import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { directLearningSupportQualifications as sectorQualifications } from '../direct-learning-support';

/** What the detail page adds to this qualification's entry in ../direct-learning-support.ts. */
export const details: QualificationDetails = {
  glh: 180,
  minimumAge: 16,
  overview:
    'Learners show that they can support pupils’ learning, behaviour and wellbeing in a real school setting. It covers the knowledge and competence expected of a teaching assistant and is widely asked for by schools and local authorities when recruiting.',
  audience: [
    'Teaching assistants and learning support assistants in their first year',
    'Volunteers with a regular placement in a school',
  ],
  entryRequirements: [
    'Learners must be working or volunteering in a school for at least 50 hours during the course',
    'An enhanced DBS check is normally required by the school',
  ],
  units: [
    mandatory('Child and young person development', 25),
    mandatory('Safeguarding the welfare of children and young people', 25),
    mandatory('Communication and professional relationships with children and adults', 20),
    mandatory('Equality, diversity and inclusion in work with children', 15),
    mandatory('Supporting learning activities', 25),
    mandatory('Supporting children’s literacy and numeracy development', 25),
    mandatory('Supporting positive behaviour', 20),
    mandatory('Maintaining the safety and security of children', 10),
    optional('Supporting children with special educational needs', 15),
    optional('Supporting the use of ICT in the classroom', 15),
  ],
  rulesOfCombination:
    'Learners must achieve all eight mandatory units and at least one optional unit.',
  assessment: [
    'A work-based portfolio, assessed by an occupationally competent assessor',
    'Direct observation of practice in the school setting',
    'Professional discussion and witness testimony from teaching staff',
  ],
  progression: [
    'Level 3 Certificate in Supporting Teaching and Learning',
    'Level 3 Award in Supporting Learners with Special Educational Needs and Disabilities',
  ],
};
