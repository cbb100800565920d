import type { Qualification } from '@/domain/catalogue';

import { rqfTitle, sectorImages } from './define';

const sector = 'Teaching and Lecturing';
const image = sectorImages[sector];

/** As the catalogue lists them; the detail pages' text is in ./teaching-and-lecturing-details.ts. */
export const teachingAndLecturingQualifications: Qualification[] = [
  {
    id: 'level-2-award-introduction-to-delivering-learning',
    title: rqfTitle('Level 2 Award in Introduction to Delivering Learning'),
    level: 'Level 2',
    sector,
    type: 'Award',
    tqt: 90,
    description:
      'A short introduction for people who share their skills at work, such as workplace trainers, coaches and peer mentors: how people learn and how to plan and run a session.',
    image,
  },
  {
    id: 'level-3-award-education-and-training',
    title: rqfTitle('Level 3 Award in Education and Training'),
    level: 'Level 3',
    sector,
    type: 'Award',
    tqt: 120,
    description:
      'The recognised introductory teaching qualification for the further education and skills sector, covering the roles of a teacher, inclusive teaching and assessment.',
    image,
  },
  {
    id: 'level-3-award-assessing-competence-in-the-work-environment',
    title: rqfTitle('Level 3 Award in Assessing Competence in the Work Environment'),
    level: 'Level 3',
    sector,
    type: 'Award',
    tqt: 90,
    description:
      'For assessors who judge occupational competence in the workplace through observation, questioning and the examination of work products.',
    image,
  },
  {
    id: 'level-3-certificate-assessing-vocational-achievement',
    title: rqfTitle('Level 3 Certificate in Assessing Vocational Achievement'),
    level: 'Level 3',
    sector,
    type: 'Certificate',
    tqt: 150,
    description:
      'The full assessor qualification, for those who assess vocational skills, knowledge and understanding both in the workplace and in training settings.',
    image,
  },
  {
    id: 'level-3-diploma-teaching-and-lecturing',
    title: rqfTitle('Level 3 Diploma in Teaching and Lecturing'),
    level: 'Level 3',
    sector,
    type: 'Diploma',
    tqt: 480,
    description:
      'A substantial teaching qualification for instructors and lecturers in colleges and training providers, combining teaching practice with planning, assessment and reflection.',
    image,
  },
  {
    id: 'level-4-award-internal-quality-assurance',
    title: rqfTitle(
      'Level 4 Award in the Internal Quality Assurance of Assessment Processes and Practice',
    ),
    level: 'Level 4',
    sector,
    type: 'Award',
    tqt: 120,
    description:
      'For internal quality assurers (IQAs) who monitor assessment, sample assessors’ decisions and support assessors to keep standards consistent.',
    image,
  },
  {
    id: 'level-4-certificate-education-and-training',
    title: rqfTitle('Level 4 Certificate in Education and Training'),
    level: 'Level 4',
    sector,
    type: 'Certificate',
    tqt: 360,
    description:
      'A teaching qualification for those working in further education and training, focused on planning, delivering and assessing inclusive learning, with 30 hours of teaching practice.',
    image,
  },
];
