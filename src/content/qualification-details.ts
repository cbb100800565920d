import {
  findQualification,
  type DetailedQualification,
  type QualificationDetails,
} from '@/domain/catalogue';

import { qualifications } from './qualifications';
import { administrationDetails } from './qualifications/administration-details';
import { directLearningSupportDetails } from './qualifications/direct-learning-support-details';
import { teachingAndLecturingDetails } from './qualifications/teaching-and-lecturing-details';

const details: Record<string, QualificationDetails> = {
  ...directLearningSupportDetails,
  ...administrationDetails,
  ...teachingAndLecturingDetails,
};

/** One qualification with everything its detail page shows, or undefined for an unknown id. */
export function getDetailedQualification(
  id: string | undefined,
): DetailedQualification | undefined {
  const qualification = findQualification(qualifications, id);
  const more = qualification ? details[qualification.id] : undefined;
  return qualification && more ? { ...qualification, ...more } : undefined;
}
