import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { administrationQualifications as sectorQualifications } from '../administration';

/** What the detail page adds to this qualification's entry in ../administration.ts. */
export const details: QualificationDetails = {
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
};
