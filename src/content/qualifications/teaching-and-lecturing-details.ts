import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from './define';

/** What each detail page adds to the catalogue entry in ./teaching-and-lecturing.ts, by id. */
export const teachingAndLecturingDetails: Record<string, QualificationDetails> = {
  'level-2-award-introduction-to-delivering-learning': {
    glh: 45,
    minimumAge: 16,
    overview:
      'Many people teach others without a teaching title. This award gives them a sound grounding in how adults learn and how to plan, deliver and review a short session, with useful feedback for the people they train.',
    audience: [
      'Workplace trainers, buddies and peer mentors',
      'Volunteers who run sessions in community settings',
    ],
    entryRequirements: [
      'No formal entry requirements',
      'Learners need a skill or subject they can share with others',
    ],
    units: [
      mandatory('How people learn', 10),
      mandatory('Planning a short learning session', 15),
      mandatory('Delivering a learning session', 10),
      mandatory('Giving feedback to learners', 10),
    ],
    rulesOfCombination: 'Learners must achieve all four mandatory units.',
    assessment: [
      'A short written assignment, marked by the centre',
      'Delivery of a 10-minute session, observed by the assessor',
    ],
    progression: [
      'Level 3 Award in Education and Training',
      'Level 3 Award in Assessing Competence in the Work Environment',
    ],
  },
  'level-3-award-education-and-training': {
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
  },
  'level-3-award-assessing-competence-in-the-work-environment': {
    glh: 60,
    minimumAge: 18,
    overview:
      'Learners plan and carry out assessments of real learners at work, make valid and fair decisions, and give feedback that helps learners progress. It is the qualification most apprenticeship and NVQ-style programmes ask of their workplace assessors.',
    audience: [
      'Workplace assessors for vocational qualifications and apprenticeships',
      'Supervisors who assess the competence of their own teams',
    ],
    entryRequirements: [
      'Occupational competence in the area to be assessed',
      'Access to at least two learners to assess in the workplace',
    ],
    units: [
      mandatory('Understanding the principles and practices of assessment', 25),
      mandatory('Assessing occupational competence in the work environment', 35),
    ],
    rulesOfCombination: 'Learners must achieve both mandatory units.',
    assessment: [
      'A portfolio including observed assessments of real learners',
      'Written questions or a professional discussion for the principles unit',
    ],
    progression: [
      'Level 3 Certificate in Assessing Vocational Achievement',
      'Level 4 Award in the Internal Quality Assurance of Assessment Processes and Practice',
    ],
  },
  'level-3-certificate-assessing-vocational-achievement': {
    glh: 100,
    minimumAge: 18,
    overview:
      'The certificate combines workplace assessment with assessment in classrooms, workshops and simulated environments. Learners use a range of methods, from observation to written tests, and show they can keep assessment records that stand up to quality assurance.',
    audience: [
      'Assessors in colleges, training providers and employers',
      'Tutors who assess as well as teach',
    ],
    entryRequirements: [
      'Occupational competence in the area to be assessed',
      'Access to learners to assess both at work and in a training environment',
    ],
    units: [
      mandatory('Understanding the principles and practices of assessment', 25),
      mandatory('Assessing occupational competence in the work environment', 35),
      mandatory('Assessing vocational skills, knowledge and understanding', 40),
    ],
    rulesOfCombination: 'Learners must achieve all three mandatory units.',
    assessment: [
      'A portfolio including observed assessments in the workplace and in a training setting',
      'Assessment plans, records and feedback to learners',
    ],
    progression: [
      'Level 4 Award in the Internal Quality Assurance of Assessment Processes and Practice',
      'Level 4 Certificate in Education and Training',
    ],
  },
  'level-3-diploma-teaching-and-lecturing': {
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
  },
  'level-4-award-internal-quality-assurance': {
    glh: 90,
    minimumAge: 19,
    overview:
      'Learners plan and carry out internal quality assurance in their own centre: sampling assessment decisions, observing assessors, standardising practice and preparing for external quality assurance visits.',
    audience: [
      'Internal quality assurers and lead assessors',
      'Quality managers in colleges, training providers and employers',
    ],
    entryRequirements: [
      'An assessor qualification, such as the Level 3 Certificate in Assessing Vocational Achievement',
      'Access to assessors and their learners to quality assure',
    ],
    units: [
      mandatory(
        'Understanding the principles and practices of internally assuring the quality of assessment',
        45,
      ),
      mandatory('Internally assuring the quality of assessment', 45),
    ],
    rulesOfCombination: 'Learners must achieve both mandatory units.',
    assessment: [
      'A portfolio including sampling plans, records and feedback to assessors',
      'Observation of the learner carrying out internal quality assurance',
    ],
    progression: [
      'Level 4 Certificate in Leading the Internal Quality Assurance of Assessment Processes and Practice',
      'External quality assurance roles with awarding organisations',
    ],
  },
  'level-4-certificate-education-and-training': {
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
  },
};
