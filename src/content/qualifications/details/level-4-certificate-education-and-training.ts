import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { teachingAndLecturingQualifications as sectorQualifications } from '../teaching-and-lecturing';

/** What the detail page adds to this qualification's entry in ../teaching-and-lecturing.ts. */
export const details: QualificationDetails = {
  glh: 140,
  minimumAge: 19,
  overview:
    'The certificate builds on the Level 3 Award in Education and Training for teachers who now carry a regular timetable. Learners investigate their own practice, plan for the needs of every learner and develop their specialist subject teaching.',
  audience: [
    'Teachers, tutors and trainers in further education and skills',
    'Trainers in the public services, the armed forces and employers',
  ],
  entryRequirements: [
    'Learners must have at least 30 hours of teaching practice during the course',
    'A subject specialism and English at Level 2',
  ],
  units: [
    mandatory('Investigating practice in education and training', 30),
    mandatory('Planning to meet the needs of learners', 20),
    mandatory('Delivering inclusive teaching, learning and assessment', 30),
    mandatory('Using resources for education and training', 20),
    mandatory('Assessing learners in education and training', 20),
    optional('Teaching in a specialist area', 20),
    optional('Action learning to develop subject-specific teaching', 20),
    optional('Understanding the principles and practices of assessment', 20),
  ],
  rulesOfCombination: 'Learners must achieve all five mandatory units and one optional unit.',
  assessment: [
    'A teaching practice portfolio with at least 30 hours of teaching',
    'At least three observed sessions, including one of at least one hour',
    'Written assignments, marked by the centre',
  ],
  progression: [
    'Level 5 Diploma in Teaching in the further education and skills sector',
    'Qualified Teacher Learning and Skills (QTLS) status, after a Level 5 qualification',
  ],
};
