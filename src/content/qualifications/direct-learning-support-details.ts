import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from './define';

/** What each detail page adds to the catalogue entry in ./direct-learning-support.ts, by id. */
export const directLearningSupportDetails: Record<string, QualificationDetails> = {
  'entry-3-award-preparing-to-work-in-schools': {
    glh: 60,
    minimumAge: 16,
    overview:
      'Designed for learners taking their first steps towards a role in a school, this qualification builds the confidence and everyday skills that schools look for in volunteers and new starters. It suits supported internships and pre-employment programmes as well as adult learners returning to work.',
    audience: [
      'Learners aged 16 and over who are considering a career in education',
      'Parents and volunteers who help in classrooms',
      'Learners on supported internships or pre-employment programmes',
    ],
    entryRequirements: [
      'No formal entry requirements',
      'Suitable for learners working towards Entry Level or Level 1 in English and maths',
    ],
    units: [
      mandatory('Understanding schools as organisations', 15),
      mandatory('Introduction to safeguarding children', 15),
      mandatory('Communicating with children and adults in school', 15),
      mandatory('Professional behaviour in the school workplace', 15),
    ],
    rulesOfCombination: 'Learners must achieve all four mandatory units.',
    assessment: [
      'A portfolio of evidence, assessed by the centre',
      'Workbook tasks and short practical activities; there is no examination',
    ],
    progression: [
      'Level 1 Award in Introduction to Supporting Learning',
      'Volunteering or a supported placement in a school',
    ],
  },
  'level-1-award-introduction-to-supporting-learning': {
    glh: 70,
    minimumAge: 16,
    overview:
      'Learners practise the practical tasks that keep a classroom running and find out how to support children’s learning under the direction of a teacher. The qualification can be delivered alongside a short placement and is a common first step for future teaching assistants.',
    audience: [
      'Learners aged 16 and over who want to work in a school',
      'Volunteers and lunchtime supervisors who want a recognised qualification',
    ],
    entryRequirements: [
      'No formal entry requirements',
      'Access to a classroom, as a volunteer or on placement, is recommended',
    ],
    units: [
      mandatory('Supporting learning activities in the classroom', 20),
      mandatory('Preparing and maintaining the learning environment', 15),
      mandatory('Supporting children’s health and safety', 15),
      mandatory('Working as part of a school team', 20),
    ],
    rulesOfCombination: 'Learners must achieve all four mandatory units.',
    assessment: [
      'A portfolio of evidence, assessed by the centre',
      'Witness testimony from a teacher may be used for practical tasks',
    ],
    progression: [
      'Level 2 Award in Supporting Teaching and Learning',
      'Level 2 Certificate in Supporting Teaching and Learning',
    ],
  },
  'level-2-award-supporting-teaching-and-learning': {
    glh: 80,
    minimumAge: 16,
    overview:
      'This award gives learners the underpinning knowledge of the teaching assistant role without the need for a work placement, so it can be taken before applying for a first post. Every unit also counts towards the Level 2 Certificate in Supporting Teaching and Learning.',
    audience: [
      'Learners preparing to apply for teaching assistant roles',
      'New support staff in schools during their induction',
    ],
    entryRequirements: [
      'No formal entry requirements',
      'Learners should be able to read and write at around Level 1 in English',
    ],
    units: [
      mandatory('Child and young person development', 20),
      mandatory('Safeguarding the welfare of children and young people', 20),
      mandatory('Communication and professional relationships', 15),
      mandatory('Schools as organisations', 10),
      mandatory('Supporting learning activities', 15),
    ],
    rulesOfCombination: 'Learners must achieve all five mandatory units.',
    assessment: [
      'Written assignments or a knowledge workbook, marked by the centre',
      'No work placement or observation is required',
    ],
    progression: [
      'Level 2 Certificate in Supporting Teaching and Learning',
      'Employment as a teaching assistant or learning support assistant',
    ],
  },
  'level-2-certificate-supporting-teaching-and-learning': {
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
  },
  'level-3-award-supporting-learners-with-send': {
    glh: 70,
    minimumAge: 16,
    overview:
      'Learners explore how schools and colleges identify and meet special educational needs, and how support staff work with the SENCo, families and other professionals. The award is knowledge-based and suits staff in mainstream and specialist settings alike.',
    audience: [
      'Teaching assistants who support pupils with SEND',
      'Support staff in special schools, alternative provision and colleges',
    ],
    entryRequirements: [
      'No formal entry requirements',
      'Experience of working with children or young people is helpful',
    ],
    units: [
      mandatory('The legal framework for special educational needs and disabilities', 15),
      mandatory('Working with education, health and care plans', 15),
      mandatory('Supporting communication and interaction needs', 15),
      mandatory('Supporting social, emotional and mental health needs', 15),
      mandatory('Adapting learning activities and resources', 10),
    ],
    rulesOfCombination: 'Learners must achieve all five mandatory units.',
    assessment: [
      'Written assignments and case studies, marked by the centre',
      'External quality assurance sampling of each cohort',
    ],
    progression: [
      'Level 3 Diploma in Specialist Support for Teaching and Learning in Schools',
      'Roles such as SEND teaching assistant or one-to-one support worker',
    ],
  },
  'level-3-certificate-supporting-teaching-and-learning': {
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
  },
  'level-3-diploma-specialist-support-for-teaching-and-learning': {
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
  },
  'level-4-certificate-leading-learning-support': {
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
  },
};
