import type { CertificateDetails } from '../../../src/domain/certificate';
import {
  generateCertificateNumber,
  generateStudentNumber,
  seededRandom,
} from '../../../src/domain/certificate-numbers';
import { RISK_THRESHOLDS } from '../../../src/domain/centre-risk';
import type { DemoCertificate } from './demo-certificates';
import { demoLearners } from './demo-learners';
import { between, cycle, DAY, HOUR, isoDate, shuffled } from './demo-random';

/**
 * What the Centre Risk view is for, in the demo register (docs/decisions/032-fraud-signals.md):
 * one partner centre that adds a burst of certificates on one day three days ago, some of them
 * awards made long before, so a newcomer sees a centre flagged with its reasons in words.
 */

const SEED = 88145;
export const BURST_CENTRE = '88145';
/** Enough on one day to pass the threshold of the most added on one day. */
export const BURST_COUNT = RISK_THRESHOLDS.peakMinimum + 6;
/** Of which recorded long after their award: enough to pass that threshold too. */
export const BURST_LATE = RISK_THRESHOLDS.lateMinimum + 1;
export const BURST_DAYS_AGO = 3;

/** The burst's certificates, numbered clear of `usedNumbers` (the rest of the register's). */
export function demoBurst(
  now: Date,
  courseNames: readonly string[],
  usedNumbers: readonly CertificateDetails[],
): DemoCertificate[] {
  const random = seededRandom(SEED);
  const learners = shuffled(demoLearners, random);
  const certificates = usedNumbers.map((details) => details.certificateNumber);
  const students = usedNumbers.map((details) => details.studentNumber);
  const day = new Date(now.getTime() - BURST_DAYS_AGO * DAY);
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9);
  return Array.from({ length: BURST_COUNT }, (_, index) => {
    const learner = cycle(learners, index);
    const late = index < BURST_LATE;
    const awarded = new Date(
      start -
        (late ? between(random, RISK_THRESHOLDS.lateAfterDays + 20, 400) : between(random, 3, 20)) *
          DAY,
    );
    const awardYear = awarded.getUTCFullYear();
    const certificateNumber = generateCertificateNumber({
      awardYear,
      usedNumbers: certificates,
      random,
    });
    certificates.push(certificateNumber);
    const studentNumber = generateStudentNumber({
      birthYear: learner.born,
      awardYear,
      usedNumbers: students,
      certificateNumber,
      random,
    });
    students.push(studentNumber);
    return {
      details: {
        certificateNumber,
        studentNumber,
        firstName: learner.firstName,
        surname: learner.surname,
        courseName: cycle(courseNames, index),
        awardedDate: isoDate(awarded),
        birthYear: learner.born,
        centreNumber: BURST_CENTRE,
      },
      // Through one afternoon, a few minutes apart.
      createdAt: new Date(start + 4 * HOUR + index * 7 * 60_000),
    };
  });
}
