import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { directLearningSupportQualifications as sectorQualifications } from '../direct-learning-support';

/** What the detail page adds to this qualification's entry in ../direct-learning-support.ts. */
export const details: QualificationDetails = {
  glh: 240,
  minimumAge: 16,
  overview:
    'This certificate recognises the skills of teaching assistants who take responsibility for groups of pupils under the direction of a teacher. Learners show how they plan, deliver and review learning, support assessment and promote positive behaviour.',
  audience: [
    'Experienced teaching assistants in primary and secondary schools',
    'Learning support staff in further education colleges',
  ],
  entryRequirements: [
    'Learners must be working or volunteering in a school or college for at least 50 hours during the course',
    'English and maths at Level 2 are recommended',
  ],
  units: [
    mandatory('Understanding child and young person development', 30),
    mandatory('Safeguarding and promoting the welfare of children', 30),
    mandatory('Supporting assessment for learning', 25),
    mandatory('Planning, delivering and reviewing learning activities', 35),
    mandatory('Promoting positive behaviour', 25),
    mandatory('Supporting English and mathematics skills', 30),
    mandatory('Reflective practice and professional development', 20),
    optional('Supporting pupils with special educational needs', 25),
    optional('Supporting bilingual learners', 25),
    optional('Supporting learning in physical education and school sport', 20),
  ],
  rulesOfCombination:
    'Learners must achieve all seven mandatory units and optional units worth at least 45 guided learning hours.',
  assessment: [
    'A work-based portfolio, assessed by an occupationally competent assessor',
    'Direct observation of practice in the learner’s setting',
    'Reflective accounts and professional discussion',
  ],
  progression: [
    'Level 3 Diploma in Specialist Support for Teaching and Learning in Schools',
    'Level 4 Certificate in Leading Learning Support',
    'Teacher training routes for those with the required GCSEs',
  ],
};
