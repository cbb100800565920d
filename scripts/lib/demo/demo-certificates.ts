import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '../../../src/domain/certificate';
import {
  formatCertificateNumber,
  formatStudentNumber,
  generateCertificateNumber,
  generateStudentNumber,
  seededRandom,
} from '../../../src/domain/certificate-numbers';
import { PARTNER_CENTRE_NUMBERS } from './demo-centres';
import { DEMO_LEARNER_EMAIL, demoLearners } from './demo-learners';
import { between, cycle, DAY, HOUR, isoDate, shuffled, textDate } from './demo-random';

/**
 * The demo register that `npm start` writes into an empty database. A fixed seed makes the
 * learners, courses and numbers the same every time; dates are placed relative to `now`, so
 * the dashboard's "Recent (7 days)" figure and recent activity always have something to show.
 */

const SEED = 87583;
const FIRST_AWARD_YEAR = 2019;
const ARCHIVE_COUNT = 42;
const RECENT_COUNT = 6;
/** The old records system stored free-text dates ('14 March 2019'); it was retired in July 2021. */
export const TEXT_DATES_BEFORE = Date.UTC(2021, 6, 1);
/** About this share of the learners are the partner centres', the rest the default centre's. */
const PARTNER_SHARE = 0.35;

export type DemoCertificate = { details: CertificateDetails; createdAt: Date };

/** The award year of each archive certificate, spread evenly from 2019 to this year. */
function archiveYears(latest: Date): number[] {
  const years: number[] = [];
  for (let year = FIRST_AWARD_YEAR; year <= latest.getUTCFullYear(); year += 1) years.push(year);
  return Array.from({ length: ARCHIVE_COUNT }, (_, index) => cycle(years, index)).sort();
}

export function demoCertificates(now: Date, courseNames: readonly string[]): DemoCertificate[] {
  if (courseNames.length === 0) throw new Error('The demo register needs course names.');
  const random = seededRandom(SEED);
  const learners = shuffled(demoLearners, random);
  const courses = shuffled(courseNames, random);
  const issued = new Map<string, string[]>();

  /** Numbers as the add screen generates them: random free sequences, never reused. */
  function numbersFor(awardYear: number, born: string) {
    const certificateKey = `certificate-${awardYear}`;
    const certificateNumber = generateCertificateNumber({
      awardYear,
      usedNumbers: issued.get(certificateKey) ?? [],
      random,
    });
    issued.set(certificateKey, [...(issued.get(certificateKey) ?? []), certificateNumber]);
    const studentKey = `student-${born}-${awardYear}`;
    const studentNumber = generateStudentNumber({
      birthYear: born,
      awardYear,
      usedNumbers: issued.get(studentKey) ?? [],
      certificateNumber,
      random,
    });
    issued.set(studentKey, [...(issued.get(studentKey) ?? []), studentNumber]);
    return { certificateNumber, studentNumber };
  }

  function certificate(index: number, awarded: Date, createdAt: Date): DemoCertificate {
    const learner = cycle(learners, index);
    const centreNumber =
      random() < PARTNER_SHARE
        ? cycle(PARTNER_CENTRE_NUMBERS, between(random, 0, PARTNER_CENTRE_NUMBERS.length - 1))
        : DEFAULT_CENTRE_NUMBER;
    return {
      details: {
        ...numbersFor(awarded.getUTCFullYear(), learner.born),
        firstName: learner.firstName,
        surname: learner.surname,
        courseName: cycle(courses, index),
        awardedDate: awarded.getTime() < TEXT_DATES_BEFORE ? textDate(awarded) : isoDate(awarded),
        birthYear: learner.born,
        centreNumber,
        learnerEmail: learner.email ?? '',
      },
      createdAt,
    };
  }

  // Archive certificates were awarded at least two weeks ago and recorded more than a week ago.
  const latestArchived = new Date(now.getTime() - 14 * DAY);
  const archive = archiveYears(latestArchived).map((year, index) => {
    const start = Date.UTC(year, 0, 2);
    const end = Math.min(Date.UTC(year, 11, 20), latestArchived.getTime());
    const awarded = new Date(start + between(random, 0, Math.floor((end - start) / DAY)) * DAY);
    // Recorded a few days to three weeks after the award, in office hours.
    const recorded =
      awarded.getTime() + between(random, 2, 21) * DAY + between(random, 9, 16) * HOUR;
    return certificate(index, awarded, new Date(Math.min(recorded, now.getTime() - 8 * DAY)));
  });

  // One recorded on each of the last six days.
  const recent = Array.from({ length: RECENT_COUNT }, (_, daysAgo) => {
    const createdAt = new Date(now.getTime() - daysAgo * DAY - between(random, 1, 8) * HOUR);
    const awarded = new Date(createdAt.getTime() - between(random, 0, 2) * DAY);
    return certificate(ARCHIVE_COUNT + daysAgo, awarded, createdAt);
  });

  const register = [...archive, ...recent];
  return [...register, secondAward(register, courses, now)];
}

/**
 * A second certificate for the demo learner with an address (DEMO_LEARNER_EMAIL), on another
 * course and at another centre than her first: what /my-certificates shows of a learner trained
 * in two places. Recorded three weeks ago, so the recent figures are as they were.
 */
function secondAward(
  register: readonly DemoCertificate[],
  courses: readonly string[],
  now: Date,
): DemoCertificate {
  const first = register.find(
    (certificate) => certificate.details.learnerEmail === DEMO_LEARNER_EMAIL,
  );
  if (!first) throw new Error('The demo register has no certificate of the demo learner.');
  const recorded = new Date(now.getTime() - 21 * DAY);
  const awarded = new Date(recorded.getTime() - 5 * DAY);
  const year = awarded.getUTCFullYear();
  const taken = new Set(
    register.flatMap(({ details }) => [details.certificateNumber, details.studentNumber]),
  );
  // The highest sequence free for both numbers: the others were picked at random.
  let next = 999;
  while (
    taken.has(formatCertificateNumber(year, next)) ||
    taken.has(formatStudentNumber(first.details.birthYear, year, next))
  ) {
    next -= 1;
  }
  const centreNumber =
    first.details.centreNumber === DEFAULT_CENTRE_NUMBER
      ? cycle(PARTNER_CENTRE_NUMBERS, 0)
      : DEFAULT_CENTRE_NUMBER;
  return {
    details: {
      ...first.details,
      certificateNumber: formatCertificateNumber(year, next),
      studentNumber: formatStudentNumber(first.details.birthYear, year, next),
      courseName: cycle(
        courses.filter((course) => course !== first.details.courseName),
        0,
      ),
      awardedDate: isoDate(awarded),
      centreNumber,
    },
    createdAt: recorded,
  };
}
