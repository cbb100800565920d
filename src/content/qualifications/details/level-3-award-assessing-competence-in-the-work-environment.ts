import type { QualificationDetails } from '@/domain/catalogue';

import { mandatory } from '../define';

/** Its sector's entries, this qualification's among them: the page loads no other sector's. */
export { teachingAndLecturingQualifications as sectorQualifications } from '../teaching-and-lecturing';

/** What the detail page adds to this qualification's entry in ../teaching-and-lecturing.ts. */
export const details: QualificationDetails = {
  glh: 60,
  minimumAge: 18,
  overview:
    'Learners plan and carry out assessments of real learners at work, make valid and fair decisions, and give feedback that helps learners progress. It is the qualification most apprenticeship and NVQ-style programmes ask of their workplace assessors.',
  audience: [
    'Workplace assessors for vocational qualifications and apprenticeships',
    'Supervisors who assess the competence of their own teams',
  ],
  entryRequirements: [
    'Occupational competence in the area to be assessed',
    'Access to at least two learners to assess in the workplace',
  ],
  units: [
    mandatory('Understanding the principles and practices of assessment', 25),
    mandatory('Assessing occupational competence in the work environment', 35),
  ],
  rulesOfCombination: 'Learners must achieve both mandatory units.',
  assessment: [
    'A portfolio including observed assessments of real learners',
    'Written questions or a professional discussion for the principles unit',
  ],
  progression: [
    'Level 3 Certificate in Assessing Vocational Achievement',
    'Level 4 Award in the Internal Quality Assurance of Assessment Processes and Practice',
  ],
};
