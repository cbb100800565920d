import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from './define';

/** What each detail page adds to the catalogue entry in ./administration.ts, by id. */
export const administrationDetails: Record<string, QualificationDetails> = {
  'entry-3-award-workplace-and-office-skills': {
    glh: 60,
    minimumAge: 16,
    overview:
      'Learners build practical office skills and the habits that help them keep a job, such as timekeeping, following instructions and working safely. It works well as part of a traineeship, a supported internship or an adult return-to-work programme.',
    audience: [
      'Learners aged 16 and over preparing for their first job',
      'Adults returning to work after a long break',
    ],
    entryRequirements: [
      'No formal entry requirements',
      'Basic familiarity with a keyboard and mouse is helpful but not essential',
    ],
    units: [
      mandatory('Using IT for everyday office tasks', 15),
      mandatory('Handling mail and messages', 15),
      mandatory('Following workplace health and safety rules', 10),
      mandatory('Working with others in an office', 10),
      mandatory('Preparing for a work placement', 10),
    ],
    rulesOfCombination: 'Learners must achieve all five mandatory units.',
    assessment: [
      'A portfolio of evidence, assessed by the centre',
      'Practical tasks may be completed in a simulated office',
    ],
    progression: [
      'Level 1 Award in Business Administration',
      'Level 1 Certificate in Customer Service',
    ],
  },
  'level-1-award-business-administration': {
    glh: 75,
    minimumAge: 16,
    overview:
      'Learners find out how businesses are organised and practise the routine tasks that administrators carry out every day. The award introduces data protection early, so good habits with personal information are in place from the start.',
    audience: [
      'School leavers and adults interested in office work',
      'Staff in junior administrative roles who want a first qualification',
    ],
    entryRequirements: ['No formal entry requirements'],
    units: [
      mandatory('Introduction to the business environment', 15),
      mandatory('Producing simple business documents', 15),
      mandatory('Filing and storing information', 15),
      mandatory('Using email and the telephone professionally', 15),
      mandatory('Data protection in the workplace', 15),
    ],
    rulesOfCombination: 'Learners must achieve all five mandatory units.',
    assessment: [
      'Assignments and practical tasks, assessed by the centre',
      'Evidence may come from the workplace or a realistic simulation',
    ],
    progression: [
      'Level 2 Certificate in Business Administration',
      'Entry-level office and reception roles',
    ],
  },
  'level-1-certificate-customer-service': {
    glh: 100,
    minimumAge: 16,
    overview:
      'Learners discover what customers expect and how their own behaviour shapes an organisation’s reputation. They practise greeting customers, answering enquiries and dealing calmly with problems, in person and through digital channels.',
    audience: [
      'Learners preparing for front-of-house, reception or call centre work',
      'New starters in customer-facing roles',
    ],
    entryRequirements: ['No formal entry requirements'],
    units: [
      mandatory('Principles of customer service', 20),
      mandatory('Communicating with customers', 20),
      mandatory('Delivering customer service in person and online', 20),
      mandatory('Dealing with customer problems and complaints', 15),
      mandatory('Working in a customer service team', 10),
      optional('Customer service in a reception setting', 15),
      optional('Customer service over the telephone', 15),
    ],
    rulesOfCombination: 'Learners must achieve all five mandatory units and one optional unit.',
    assessment: [
      'A portfolio of evidence, assessed by the centre',
      'Observed role plays or real customer interactions',
    ],
    progression: [
      'Level 2 Certificate in Customer Service',
      'Level 2 Certificate in Business Administration',
    ],
  },
  'level-2-certificate-business-administration': {
    glh: 170,
    minimumAge: 16,
    overview:
      'This certificate covers the knowledge and skills of a capable administrator, from communicating in writing to organising meetings and working with spreadsheets. Optional units let centres tailor it to finance, customer service or education settings.',
    audience: [
      'Administrators, receptionists and office assistants',
      'School and college office staff',
    ],
    entryRequirements: [
      'No formal entry requirements',
      'Access to a workplace or realistic work environment for the practical units',
    ],
    units: [
      mandatory('Communication in a business environment', 25),
      mandatory('Principles of managing information and producing documents', 25),
      mandatory('Principles of working in a business environment', 25),
      mandatory('Organising meetings and events', 20),
      mandatory('Managing diaries', 15),
      mandatory('Using spreadsheet software', 20),
      optional('Handling business finance records', 20),
      optional('Supporting customer service in administration', 20),
      optional('Processing data for a school or college', 20),
    ],
    rulesOfCombination: 'Learners must achieve all six mandatory units and two optional units.',
    assessment: [
      'A portfolio of workplace evidence, assessed by the centre',
      'Knowledge units may be assessed by written assignment',
    ],
    progression: [
      'Level 3 Diploma in Business Administration',
      'Level 3 Certificate in Examinations and Data Administration',
    ],
  },
  'level-2-certificate-customer-service': {
    glh: 130,
    minimumAge: 16,
    overview:
      'Learners deepen their understanding of customers’ needs and learn to resolve problems before they become complaints. The certificate covers the legal and ethical side of customer service and the growing role of web chat, email and social media.',
    audience: [
      'Customer service advisers and receptionists',
      'Front-of-house staff in schools, colleges and public services',
    ],
    entryRequirements: ['No formal entry requirements'],
    units: [
      mandatory('Principles of customer service delivery', 25),
      mandatory('Understanding customers and their expectations', 20),
      mandatory('Resolving customer service problems', 25),
      mandatory('Customer service through digital channels', 20),
      mandatory('Legislation and ethics in customer service', 20),
      mandatory('Promoting products and services to customers', 20),
    ],
    rulesOfCombination: 'Learners must achieve all six mandatory units.',
    assessment: [
      'Written assignments and a portfolio of evidence, assessed by the centre',
      'Observation of real or simulated customer interactions',
    ],
    progression: [
      'Level 3 Diploma in Business Administration',
      'Team leader and senior adviser roles',
    ],
  },
  'level-3-certificate-examinations-and-data-administration': {
    glh: 110,
    minimumAge: 18,
    overview:
      'Written for the people who make examinations happen, this certificate covers the full cycle from entries to results, reviews and appeals. Learners also show how they keep learner records accurate for data returns and secure under data protection law.',
    audience: [
      'Exams officers and assistant exams officers',
      'Data and MIS administrators in schools, colleges and training providers',
    ],
    entryRequirements: [
      'Learners should be working in, or have regular access to, an exams or data office',
      'A Level 2 administration qualification or equivalent experience is recommended',
    ],
    units: [
      mandatory('Planning and running an examination series', 25),
      mandatory('Access arrangements and special consideration', 20),
      mandatory('Managing learner records and data returns', 20),
      mandatory('Data protection and information security in education', 15),
      mandatory('Recruiting, training and overseeing invigilators', 15),
      mandatory('Handling results, reviews and appeals', 15),
    ],
    rulesOfCombination: 'Learners must achieve all six mandatory units.',
    assessment: [
      'A portfolio of workplace evidence covering a complete examination series',
      'A professional discussion with the assessor',
    ],
    progression: [
      'Level 4 Diploma in Business Administration and Office Management',
      'Senior exams officer and data manager roles',
    ],
  },
  'level-3-diploma-business-administration': {
    glh: 280,
    minimumAge: 16,
    overview:
      'The diploma recognises administrators who work with a high degree of independence. Learners show how they manage information and office systems, improve processes and support projects, with optional units that reflect their own role.',
    audience: [
      'Senior administrators, personal assistants and office supervisors',
      'Business support officers in schools, colleges and public services',
    ],
    entryRequirements: [
      'Learners should be working in an administrative role with some responsibility',
      'A Level 2 administration qualification or equivalent experience is recommended',
    ],
    units: [
      mandatory('Principles of business communication and information', 40),
      mandatory('Principles of administration', 40),
      mandatory('Principles of business', 40),
      mandatory('Managing personal and professional development', 25),
      mandatory('Contributing to the improvement of business processes', 30),
      mandatory('Managing an office facility', 25),
      optional('Budget management', 30),
      optional('Project administration', 30),
      optional('Minute taking and formal meetings', 25),
      optional('Managing records in an education setting', 25),
    ],
    rulesOfCombination:
      'Learners must achieve all six mandatory units and optional units worth at least 80 guided learning hours.',
    assessment: [
      'A portfolio of workplace evidence, assessed by an occupationally competent assessor',
      'Written assignments for the knowledge units',
      'Professional discussion',
    ],
    progression: [
      'Level 4 Diploma in Business Administration and Office Management',
      'Office manager and executive assistant roles',
    ],
  },
  'level-4-diploma-business-administration-and-office-management': {
    glh: 240,
    minimumAge: 19,
    overview:
      'Learners develop the management skills behind an efficient office: leading people, managing money and risk, running projects and keeping information well governed. Assessment is rooted in real improvements learners make in their own workplace.',
    audience: [
      'Office managers and business managers, including in schools and academies',
      'Senior administrators moving into management',
    ],
    entryRequirements: [
      'Learners must be in, or about to start, a role that includes managing staff or resources',
      'A Level 3 administration qualification or equivalent experience',
    ],
    units: [
      mandatory('Leading an administration team', 40),
      mandatory('Managing budgets and financial resources', 40),
      mandatory('Improving business processes', 35),
      mandatory('Managing projects', 35),
      mandatory('Managing risk and business continuity', 30),
      mandatory('Managing information governance', 30),
      mandatory('Developing working relationships with stakeholders', 30),
    ],
    rulesOfCombination: 'Learners must achieve all seven mandatory units.',
    assessment: [
      'A portfolio of workplace evidence, assessed by an occupationally competent assessor',
      'A work-based project with a written report and presentation',
    ],
    progression: [
      'Level 5 qualifications in management and leadership',
      'Business manager and operations manager roles',
    ],
  },
};
