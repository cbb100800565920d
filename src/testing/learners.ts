import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '@/domain/certificate';
import {
  FIRST_FREE_SEQUENCE,
  formatCertificateNumber,
  formatStudentNumber,
} from '@/domain/certificate-numbers';

import { centreB } from './centres';

/**
 * The learners the tests record, as staff type them into the add form, each with numbers of her
 * own, all at the default centre (centre A of centres.ts) but Bea. A test changes only what it is about:
 * `{ ...ada, surname: 'Byron' }`. certificates.ts turns them into stored documents.
 */

export const ada: CertificateDetails = {
  certificateNumber: '086525417',
  studentNumber: 'Q0225533',
  firstName: 'Ada',
  surname: 'Lovelace',
  courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
  awardedDate: '2025-03-12',
  birthYear: '02',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

export const grace: CertificateDetails = {
  certificateNumber: '086525801',
  studentNumber: 'Q0225801',
  firstName: 'Grace',
  surname: 'Hopper',
  courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
  awardedDate: '2025-03-12',
  birthYear: '90',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

/** A name with an accent and an apostrophe, as the index keys and the search must take it. */
export const siobhan: CertificateDetails = {
  certificateNumber: '086524318',
  studentNumber: 'Q9224705',
  firstName: 'Siobhán',
  surname: "O'Connell",
  courseName: 'Larkfield Level 3 Certificate in Supporting Teaching and Learning (RQF)',
  awardedDate: '2024-06-14',
  birthYear: '92',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

/** No birth year given. */
export const tomasz: CertificateDetails = {
  certificateNumber: '086523512',
  studentNumber: 'Q8823906',
  firstName: 'Tomasz',
  surname: 'Wiśniewski',
  courseName: 'Larkfield Level 2 Diploma in Business Administration (RQF)',
  awardedDate: '2023-11-02',
  birthYear: '',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

/** A learner of centre B, whom centre A's staff must never reach. */
export const bea: CertificateDetails = {
  certificateNumber: '086523587',
  studentNumber: 'Q8823987',
  firstName: 'Beatriz',
  surname: 'Alves',
  courseName: 'Larkfield Level 2 Diploma in Business Administration (RQF)',
  awardedDate: '2023-11-02',
  birthYear: '',
  centreNumber: centreB.centreNumber,
};

/**
 * Learner `n` (0 to 887) of a register of many, for a test about how many rather than who: numbers
 * of their own, awarded in 2026 as no named learner is, so they never meet a named learner's.
 */
export function numberedLearner(
  n: number,
  changes: Partial<CertificateDetails> = {},
): CertificateDetails {
  const sequence = FIRST_FREE_SEQUENCE + n;
  return {
    certificateNumber: formatCertificateNumber(2026, sequence),
    studentNumber: formatStudentNumber('90', 2026, sequence),
    firstName: `Learner${n}`,
    surname: 'Numbered',
    courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
    awardedDate: '2026-01-10',
    birthYear: '90',
    centreNumber: DEFAULT_CENTRE_NUMBER,
    ...changes,
  };
}

/** Typed as a person might: spaces around and inside the numbers and names, a number in lower case. */
export const zoeAsTyped: CertificateDetails = {
  certificateNumber: ' 0865 25 123 ',
  studentNumber: 'q8825412',
  firstName: '  Zoë ',
  surname: ' Ní   Bhriain ',
  courseName: ' Larkfield Level 3 Diploma in Learning Support (RQF) ',
  awardedDate: '2025-03-12',
  birthYear: '88',
  centreNumber: '87583',
};
