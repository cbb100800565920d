import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { directLearningSupportQualifications as sectorQualifications } from '../direct-learning-support';

/** What the detail page adds to this qualification's entry in ../direct-learning-support.ts. */
export const details: QualificationDetails = {
  glh: 150,
  minimumAge: 19,
  overview:
    'Learners develop the leadership and teaching skills expected of senior support staff: deploying a team, delivering whole-class learning, using assessment information and mentoring colleagues. It supports schools’ own development programmes for higher level teaching assistants.',
  audience: [
    'Senior and higher level teaching assistants',
    'Learning support managers in schools and colleges',
  ],
  entryRequirements: [
    'A Level 3 qualification in supporting teaching and learning, or equivalent experience',
    'Employment in a role with responsibility for leading learning or support staff',
    'English and maths at Level 2',
  ],
  units: [
    mandatory('Leading and developing a learning support team', 30),
    mandatory('Planning and delivering whole-class learning', 35),
    mandatory('Managing provision for pupils with additional needs', 30),
    mandatory('Using assessment data to plan interventions', 25),
    mandatory('Safeguarding leadership in schools', 15),
    mandatory('Mentoring and coaching colleagues', 15),
  ],
  rulesOfCombination: 'Learners must achieve all six mandatory units.',
  assessment: [
    'A portfolio of workplace evidence, including an observed whole-class session',
    'A written project evaluating a change the learner has led',
  ],
  progression: [
    'Foundation degrees in education or learning support',
    'Teacher training, including school-based and apprenticeship routes',
  ],
};
