import type { Qualification } from '@/domain/catalogue';

import { rqfTitle, sectorImages } from './define';

const sector = 'Administration';
const image = sectorImages[sector];

/** As the catalogue lists them; the detail pages' text is in ./administration-details.ts. */
export const administrationQualifications: Qualification[] = [
  {
    id: 'entry-3-award-workplace-and-office-skills',
    title: rqfTitle('Entry Level 3 Award in Workplace and Office Skills'),
    level: 'Entry',
    sector,
    type: 'Award',
    tqt: 90,
    description:
      'A first step into office work: using a computer for everyday tasks, handling post and messages, and understanding what employers expect of a new member of staff.',
    image,
  },
  {
    id: 'level-1-award-business-administration',
    title: rqfTitle('Level 1 Award in Business Administration'),
    level: 'Level 1',
    sector,
    type: 'Award',
    tqt: 110,
    description:
      'Introduces the core tasks of an administrative role, including filing, producing simple documents, using email and the telephone professionally and keeping information secure.',
    image,
  },
  {
    id: 'level-1-certificate-customer-service',
    title: rqfTitle('Level 1 Certificate in Customer Service'),
    level: 'Level 1',
    sector,
    type: 'Certificate',
    tqt: 150,
    description:
      'Teaches the fundamentals of good customer service in person, by telephone and online, from first impressions to handling straightforward complaints.',
    image,
  },
  {
    id: 'level-2-certificate-business-administration',
    title: rqfTitle('Level 2 Certificate in Business Administration'),
    level: 'Level 2',
    sector,
    type: 'Certificate',
    tqt: 260,
    description:
      'For learners in, or preparing for, administrative roles: managing diaries and meetings, producing business documents, handling data and supporting colleagues.',
    image,
  },
  {
    id: 'level-2-certificate-customer-service',
    title: rqfTitle('Level 2 Certificate in Customer Service'),
    level: 'Level 2',
    sector,
    type: 'Certificate',
    tqt: 200,
    description:
      'Builds confidence in handling enquiries, resolving problems and representing an organisation well, with attention to equality, data protection and digital channels.',
    image,
  },
  {
    id: 'level-3-certificate-examinations-and-data-administration',
    title: rqfTitle('Level 3 Certificate in Examinations and Data Administration'),
    level: 'Level 3',
    sector,
    type: 'Certificate',
    tqt: 180,
    description:
      'For exams officers and data administrators in schools and colleges: running examination series, managing access arrangements and keeping learner data accurate and secure.',
    image,
  },
  {
    id: 'level-3-diploma-business-administration',
    title: rqfTitle('Level 3 Diploma in Business Administration'),
    level: 'Level 3',
    sector,
    type: 'Diploma',
    tqt: 450,
    description:
      'A substantial qualification for experienced administrators who manage information, projects and budgets and support managers across an organisation.',
    image,
  },
  {
    id: 'level-4-diploma-business-administration-and-office-management',
    title: rqfTitle('Level 4 Diploma in Business Administration and Office Management'),
    level: 'Level 4',
    sector,
    type: 'Diploma',
    tqt: 400,
    description:
      'For office managers and senior administrators who lead teams, manage budgets and improve how an organisation runs day to day.',
    image,
  },
];
