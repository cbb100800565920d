import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory, optional } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { administrationQualifications as sectorQualifications } from '../administration';

/** What the detail page adds to this qualification's entry in ../administration.ts. */
export const details: QualificationDetails = {
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
};
