import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { administrationQualifications as sectorQualifications } from '../administration';

/** What the detail page adds to this qualification's entry in ../administration.ts. */
export const details: QualificationDetails = {
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
};
