import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { administrationQualifications as sectorQualifications } from '../administration';

/** What the detail page adds to this qualification's entry in ../administration.ts. */
export const details: QualificationDetails = {
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
};
