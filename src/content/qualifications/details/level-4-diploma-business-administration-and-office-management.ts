import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { administrationQualifications as sectorQualifications } from '../administration';

/** What the detail page adds to this qualification's entry in ../administration.ts. */
export const details: QualificationDetails = {
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
};
