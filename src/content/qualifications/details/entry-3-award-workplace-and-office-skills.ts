import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { administrationQualifications as sectorQualifications } from '../administration';

/** What the detail page adds to this qualification's entry in ../administration.ts. */
export const details: QualificationDetails = {
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
};
