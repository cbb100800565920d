import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { directLearningSupportQualifications as sectorQualifications } from '../direct-learning-support';

/** What the detail page adds to this qualification's entry in ../direct-learning-support.ts. */
export const details: QualificationDetails = {
  glh: 310,
  minimumAge: 16,
  overview:
    'The diploma recognises teaching assistants who lead interventions and provide specialist support. Learners combine a broad core of practice with specialist units chosen to match their role, and show their competence over a sustained period in school.',
  audience: [
    'Teaching assistants with specialist responsibilities',
    'Intervention leads, literacy and numeracy support staff and SEND assistants',
  ],
  entryRequirements: [
    'Learners must be employed in a school in a support role throughout the course',
    'A Level 2 qualification in supporting teaching and learning, or equivalent experience',
  ],
  units: [
    mandatory('Child and young person development in depth', 35),
    mandatory('Safeguarding, the Prevent duty and online safety', 30),
    mandatory('Equality, diversity and inclusion in schools', 20),
    mandatory('Planning and evaluating learning activities', 40),
    mandatory('Supporting assessment for learning', 30),
    mandatory('Leading interventions for small groups', 35),
    mandatory('Working in partnership with families and other professionals', 25),
    mandatory('Reflective practice and professional development', 20),
    optional('Specialist support for learners with SEND', 40),
    optional('Supporting literacy development', 40),
    optional('Supporting numeracy development', 40),
    optional('Supporting behaviour and attendance', 35),
  ],
  rulesOfCombination:
    'Learners must achieve all eight mandatory units and at least two optional units worth at least 75 guided learning hours.',
  assessment: [
    'A work-based portfolio, assessed by an occupationally competent assessor',
    'At least two direct observations of practice for each competence unit',
    'Professional discussion and products of work such as intervention plans',
  ],
  progression: [
    'Level 4 Certificate in Leading Learning Support',
    'Higher level teaching assistant and specialist support roles',
  ],
};
