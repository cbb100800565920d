import type { CertificateDetails } from '@/domain/certificate';
import type { RandomSource } from '@/domain/certificate-numbers';

import {
  addCertificate,
  type AddCertificateOptions,
  type AddedCertificate,
} from './add-certificate';
import { findUsedCertificateNumbers, findUsedStudentNumbers } from './find-used-numbers';

/** What the Add Certificate form needs from the database; tests pass their own. */
export type CertificateFormApi = {
  findUsedCertificateNumbers: (awardYear: number) => Promise<string[]>;
  findUsedStudentNumbers: (birthYear: string, awardYear: number) => Promise<string[]>;
  addCertificate: (
    details: CertificateDetails,
    options: Pick<AddCertificateOptions, 'onAdding'>,
  ) => Promise<AddedCertificate>;
  /** Where number generation draws its random picks; Math.random unless a test says otherwise. */
  random?: RandomSource;
};

export const firestoreCertificateFormApi: CertificateFormApi = {
  findUsedCertificateNumbers: (awardYear) => findUsedCertificateNumbers(awardYear),
  findUsedStudentNumbers: (birthYear, awardYear) => findUsedStudentNumbers(birthYear, awardYear),
  addCertificate: (details, options) => addCertificate(details, options),
};
