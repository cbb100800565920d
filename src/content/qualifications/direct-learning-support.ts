import type { Qualification } from '@/domain/catalogue';

import { rqfTitle, sectorImages } from './define';

const sector = 'Direct Learning Support';
const image = sectorImages[sector];

/** As the catalogue lists them; the detail pages' text is in ./direct-learning-support-details.ts. */
export const directLearningSupportQualifications: Qualification[] = [
  {
    id: 'entry-3-award-preparing-to-work-in-schools',
    title: rqfTitle('Entry Level 3 Award in Preparing to Work in Schools'),
    level: 'Entry',
    sector,
    type: 'Award',
    tqt: 90,
    description:
      'An introduction to the school workplace for learners new to education: how schools are organised, why safeguarding matters and how to communicate well with children and staff.',
    image,
  },
  {
    id: 'level-1-award-introduction-to-supporting-learning',
    title: rqfTitle('Level 1 Award in Introduction to Supporting Learning'),
    level: 'Level 1',
    sector,
    type: 'Award',
    tqt: 100,
    description:
      'Develops the basic skills needed to help a teacher in the classroom: preparing resources, supporting learning activities and working safely as part of a school team.',
    image,
  },
  {
    id: 'level-2-award-supporting-teaching-and-learning',
    title: rqfTitle('Level 2 Award in Supporting Teaching and Learning'),
    level: 'Level 2',
    sector,
    type: 'Award',
    tqt: 120,
    description:
      'A short, knowledge-based introduction to the teaching assistant role, covering child development, safeguarding, communication and how schools support learning.',
    image,
  },
  {
    id: 'level-2-certificate-supporting-teaching-and-learning',
    title: rqfTitle('Level 2 Certificate in Supporting Teaching and Learning'),
    level: 'Level 2',
    sector,
    type: 'Certificate',
    tqt: 270,
    description:
      'The recognised qualification for teaching assistants at the start of their career, combining knowledge of children’s development with practical support for learning in a school.',
    image,
  },
  {
    id: 'level-3-award-supporting-learners-with-send',
    title: rqfTitle(
      'Level 3 Award in Supporting Learners with Special Educational Needs and Disabilities',
    ),
    level: 'Level 3',
    sector,
    type: 'Award',
    tqt: 120,
    description:
      'Builds the knowledge to support learners with special educational needs and disabilities (SEND), including the SEND Code of Practice, EHC plans and adapting activities.',
    image,
  },
  {
    id: 'level-3-certificate-supporting-teaching-and-learning',
    title: rqfTitle('Level 3 Certificate in Supporting Teaching and Learning'),
    level: 'Level 3',
    sector,
    type: 'Certificate',
    tqt: 360,
    description:
      'For teaching assistants who work directly with pupils: planning and delivering learning activities with the teacher, assessing progress and supporting behaviour and wellbeing.',
    image,
  },
  {
    id: 'level-3-diploma-specialist-support-for-teaching-and-learning',
    title: rqfTitle('Level 3 Diploma in Specialist Support for Teaching and Learning in Schools'),
    level: 'Level 3',
    sector,
    type: 'Diploma',
    tqt: 480,
    description:
      'Our most complete qualification for experienced teaching assistants who take on specialist roles such as SEND, literacy, numeracy or behaviour support.',
    image,
  },
  {
    id: 'level-4-certificate-leading-learning-support',
    title: rqfTitle('Level 4 Certificate in Leading Learning Support'),
    level: 'Level 4',
    sector,
    type: 'Certificate',
    tqt: 300,
    description:
      'For senior and higher level teaching assistants who lead other support staff, cover classes and work closely with the SENCo on provision for pupils.',
    image,
  },
];
