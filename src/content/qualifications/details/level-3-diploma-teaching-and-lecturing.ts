import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { teachingAndLecturingQualifications as sectorQualifications } from '../teaching-and-lecturing';

/** What the detail page adds to this qualification's entry in ../teaching-and-lecturing.ts. */
export const details: QualificationDetails = {
  glh: 300,
  minimumAge: 19,
  overview:
    'The diploma follows learners through a full year of teaching. They plan programmes, teach and assess their own learners, use digital tools well and build their learners’ English and maths, with regular observation and mentoring throughout.',
  audience: [
    'Instructors, tutors and lecturers in further education and training',
    'Vocational specialists moving into a teaching role',
  ],
  entryRequirements: [
    'Learners must be teaching, or have a placement with at least 50 hours of teaching practice',
    'Competence in the subject they teach',
    'English at Level 2',
  ],
  units: [
    mandatory('Roles, responsibilities and professional values of the lecturer', 25),
    mandatory('Planning inclusive learning programmes', 40),
    mandatory('Teaching, learning and assessment in practice', 60),
    mandatory('Using digital technologies in teaching', 30),
    mandatory('Developing learners’ English, maths and digital skills', 30),
    mandatory('Assessing learners and giving feedback', 40),
    mandatory('Reflective practice and continuing professional development', 25),
    optional('Teaching learners with special educational needs and disabilities', 50),
    optional('Teaching in the workplace and on apprenticeships', 50),
    optional('Developing and evaluating learning resources', 50),
  ],
  rulesOfCombination: 'Learners must achieve all seven mandatory units and one optional unit.',
  assessment: [
    'A teaching practice portfolio with at least 50 hours of teaching',
    'At least four observed sessions, graded against published criteria',
    'Written assignments and a reflective journal',
  ],
  progression: [
    'Level 4 Certificate in Education and Training',
    'Level 5 teaching qualifications and higher education in teaching',
  ],
};
