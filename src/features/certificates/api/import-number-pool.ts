import type { Firestore } from 'firebase/firestore/lite';

import type { CertificateDetails } from '@/domain/certificate';
import {
  awardYearOf,
  birthYearDigits,
  certificateNumberRange,
  generateCertificateNumber,
  generateStudentNumber,
  studentNumberRange,
} from '@/domain/certificate-numbers';

import { findUsedCertificateNumbers, findUsedStudentNumbers } from './find-used-numbers';

/**
 * The numbers issued in each range, read once per import and kept up to date as the import
 * issues more; numbers the file supplies are held back from generation from the start.
 */
export class NumberPool {
  private readonly ranges = new Map<string, Promise<Set<string>>>();

  constructor(
    private readonly firestore: Firestore,
    private readonly reserved: ReadonlySet<string>,
  ) {}

  private used(key: string, first: string, read: () => Promise<string[]>, fresh = false) {
    if (fresh || !this.ranges.has(key)) {
      const prefix = first.slice(0, -3);
      this.ranges.set(
        key,
        read().then(
          (ids) =>
            new Set([...ids, ...[...this.reserved].filter((number) => number.startsWith(prefix))]),
        ),
      );
    }
    return this.ranges.get(key) as Promise<Set<string>>;
  }

  async numbersFor(details: CertificateDetails, fresh: boolean) {
    const awardYear = awardYearOf(details.awardedDate);
    const birthYear = birthYearDigits(details.birthYear);
    let certificateNumber = details.certificateNumber;
    if (!certificateNumber) {
      const used = await this.used(
        `c${awardYear}`,
        certificateNumberRange(awardYear).first,
        () => findUsedCertificateNumbers(this.firestore, awardYear),
        fresh,
      );
      certificateNumber = generateCertificateNumber({ awardYear, usedNumbers: used });
      used.add(certificateNumber);
    }
    let studentNumber = details.studentNumber;
    if (!studentNumber) {
      const used = await this.used(
        `s${birthYear}-${awardYear}`,
        studentNumberRange(birthYear, awardYear).first,
        () => findUsedStudentNumbers(this.firestore, birthYear, awardYear),
        fresh,
      );
      studentNumber = generateStudentNumber({
        birthYear,
        awardYear,
        usedNumbers: used,
        certificateNumber,
      });
      used.add(studentNumber);
    }
    return { ...details, certificateNumber, studentNumber };
  }
}
