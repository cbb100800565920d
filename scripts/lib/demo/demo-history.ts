import type { CertificateDetails } from '../../../src/domain/certificate';
import { DAY, HOUR } from './demo-random';
import type { DemoCertificate } from './demo-certificates';

/**
 * A few demo certificates were first recorded with a mistake and corrected later, so that the
 * history of a certificate, and the Activity page, are never empty in a demo. Each correction is
 * the kind staff make: a surname misspelt, a first name's letters swapped, the wrong course
 * picked, the wrong centre.
 */

type DemoCorrection = {
  /** When the correction was saved. */
  at: Date;
  /** The details after it. */
  details: CertificateDetails;
};

/** What was first recorded, and the corrections saved since, oldest first. */
export type DemoHistory = { recorded: CertificateDetails; corrections: DemoCorrection[] };

type Mistake = {
  /** The certificate, by its place in the demo register. */
  index: number;
  /** The details as first (wrongly) recorded. */
  recordedAs: (details: CertificateDetails, courseNames: readonly string[]) => CertificateDetails;
  /** How long after recording it was corrected. */
  correctedAfter: number;
};

const dropLetter = (name: string) => (name.length > 4 ? name.slice(0, 3) + name.slice(4) : name);
const swapLetters = (name: string) =>
  name.length > 3 ? name.slice(0, 1) + name.slice(2, 3) + name.slice(1, 2) + name.slice(3) : name;

const mistakes: readonly Mistake[] = [
  { index: 3, recordedAs: (d) => ({ ...d, surname: dropLetter(d.surname) }), correctedAfter: DAY },
  {
    index: 11,
    recordedAs: (d, courses) => ({
      ...d,
      courseName: courses.find((course) => course !== d.courseName) ?? d.courseName,
    }),
    correctedAfter: 3 * DAY,
  },
  {
    index: 20,
    recordedAs: (d) => ({ ...d, firstName: swapLetters(d.firstName) }),
    correctedAfter: 2 * DAY,
  },
  // One of this week's: corrected the same afternoon.
  {
    index: 44,
    recordedAs: (d) => ({ ...d, centreNumber: d.centreNumber === '87583' ? '87602' : '87583' }),
    correctedAfter: 2 * HOUR,
  },
];

/** The history of the demo certificate at `index`: recorded as it is, unless it had a mistake. */
export function demoHistory(
  index: number,
  { details, createdAt }: DemoCertificate,
  courseNames: readonly string[],
  now: Date,
): DemoHistory {
  const mistake = mistakes.find((candidate) => candidate.index === index);
  const recorded = mistake?.recordedAs(details, courseNames) ?? details;
  if (!mistake || JSON.stringify(recorded) === JSON.stringify(details)) {
    return { recorded: details, corrections: [] };
  }
  const at = new Date(Math.min(createdAt.getTime() + mistake.correctedAfter, now.getTime() - HOUR));
  return { recorded, corrections: [{ at, details }] };
}
