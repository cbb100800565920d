import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { directLearningSupportQualifications as sectorQualifications } from '../direct-learning-support';

/** What the detail page adds to this qualification's entry in ../direct-learning-support.ts. */
export const details: QualificationDetails = {
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
};
