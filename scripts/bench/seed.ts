import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { qualifications } from '../../src/content/qualifications';
import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '../../src/domain/certificate';
import {
  FIRST_FREE_SEQUENCE,
  LAST_SEQUENCE,
  formatCertificateNumber,
  formatStudentNumber,
  seededRandom,
} from '../../src/domain/certificate-numbers';
import { collections } from '../../src/domain/collections';
import { planAddition } from '../../src/domain/plans/add-certificate';
import { appliedInMemory } from '../../src/domain/plans/apply-in-memory';
import { planApproveCentre } from '../../src/domain/plans/centre';
import type { StaffActor } from '../../src/domain/staff';
import { failedAttemptFor } from '../../src/domain/verification-input';
import { applyPlanAdmin, newEventId } from '../lib/admin/admin-plan';
import { demoLearners } from '../lib/demo/demo-learners';
import { cycle, DAY, isoDate } from '../lib/demo/demo-random';

/**
 * Large registers for the benchmarks, written the way the app writes them (every certificate
 * added through the app's own plan: the certificate, two registry entries, two index entries and
 * its first event), in Admin SDK batches sent a few at a time. A fixed seed makes every run seed
 * the same data.
 */

const BATCH_WRITES = 500;
const PARALLEL_BATCHES = 4;
const SEQUENCES_PER_YEAR = LAST_SEQUENCE - FIRST_FREE_SEQUENCE + 1;
const courses = qualifications.map((qualification) => qualification.title);

type Write = { path: string; data: object };

/**
 * The register's centres: the default one and 19 more, each with about a twentieth of the
 * certificates, in runs of seven, so every centre has learners of every name.
 */
export const BENCH_CENTRE_NUMBERS = [
  DEFAULT_CENTRE_NUMBER,
  ...Array.from({ length: 19 }, (_, at) => String(88001 + at)),
];
const CENTRE_RUN = 7;

const centreOf = (index: number): string =>
  cycle(BENCH_CENTRE_NUMBERS, Math.floor(index / CENTRE_RUN));

/** Each centre on the register, active, as an admin approved it: certificates are added under them. */
export async function seedCentres(
  db: Firestore,
  approver: { uid: string; email: string },
): Promise<void> {
  const batch = db.batch();
  for (const centreNumber of BENCH_CENTRE_NUMBERS) {
    const name = `Bench Training Centre ${centreNumber}`;
    const eventId = newEventId(db);
    applyPlanAdmin(db, batch, planApproveCentre({ centreNumber, name, actor: approver, eventId }));
  }
  await batch.commit();
}

/** Commits writes in batches of 500, a few batches at a time. */
async function commitAll(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batches: Write[][] = [];
  for (let start = 0; start < writes.length; start += BATCH_WRITES) {
    batches.push(writes.slice(start, start + BATCH_WRITES));
  }
  async function worker() {
    for (let writes = batches.shift(); writes; writes = batches.shift()) {
      const batch = db.batch();
      for (const write of writes) {
        batch.set(db.doc(write.path), write.data);
      }
      await batch.commit();
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}

/**
 * The nth certificate of a register whose newest award year is `latestYear`: numbers unique by
 * construction (each award year holds 888 sequences; the student sequence is the next one along,
 * so it never equals the certificate's own). The verification benchmark asks for these by index.
 */
export function benchCertificate(index: number, latestYear: number): CertificateDetails {
  const awardYear = latestYear - Math.floor(index / SEQUENCES_PER_YEAR);
  const offset = index % SEQUENCES_PER_YEAR;
  const learner = cycle(demoLearners, index);
  return {
    certificateNumber: formatCertificateNumber(awardYear, FIRST_FREE_SEQUENCE + offset),
    studentNumber: formatStudentNumber(
      learner.born,
      awardYear,
      FIRST_FREE_SEQUENCE + ((offset + 1) % SEQUENCES_PER_YEAR),
    ),
    firstName: learner.firstName,
    surname: learner.surname,
    courseName: cycle(courses, index * 7),
    awardedDate: isoDate(new Date(Date.UTC(awardYear, index % 12, 1 + (index % 28)))),
    birthYear: learner.born,
    centreNumber: centreOf(index),
  };
}

/** The oldest award year among `count` seeded certificates: years before it are unused. */
export function oldestSeededYear(count: number, latestYear: number): number {
  return latestYear - Math.floor(Math.max(0, count - 1) / SEQUENCES_PER_YEAR);
}

/**
 * Seeds `count` certificates with award years counting back from `now`'s year, each added by
 * `recorder` at a random moment in the year before `now`.
 */
export async function seedCertificates(
  db: Firestore,
  count: number,
  recorder: StaffActor,
  now: Date = new Date(),
): Promise<void> {
  const random = seededRandom(87583);
  const writes: Write[] = [];
  for (let index = 0; index < count; index += 1) {
    const details = benchCertificate(index, now.getFullYear());
    const createdAt = new Date(now.getTime() - random() * 365 * DAY);
    const addition = await planAddition({
      certificateId: `bench-${index}`,
      eventId: `bench-added-${index}`,
      details,
      recorder,
    });
    const added = appliedInMemory(new Map(), addition, Timestamp.fromDate(createdAt));
    for (const [path, data] of added) writes.push({ path, data });
  }
  await commitAll(db, writes);
}

/** Seeds `count` failed verification attempts, as the public page records them. */
export async function seedFailedVerifications(
  db: Firestore,
  count: number,
  now: Date = new Date(),
): Promise<void> {
  const writes: Write[] = Array.from({ length: count }, (_, index) => {
    const learner = cycle(demoLearners, index * 3);
    return {
      path: `${collections.failedVerifications}/bench-attempt-${index}`,
      data: {
        ...failedAttemptFor(
          {
            certificateNumber: formatCertificateNumber(2020 + (index % 5), 112 + (index % 800)),
            studentNumber: null,
            firstName: learner.firstName.toLowerCase(),
            surname: learner.surname.toLowerCase(),
          },
          'Mozilla/5.0 (benchmark)',
        ),
        attemptedAt: Timestamp.fromMillis(now.getTime() - index * 3_600_000),
      },
    };
  });
  await commitAll(db, writes);
}
