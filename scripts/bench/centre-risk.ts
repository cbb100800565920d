/**
 * The admins' Centre Risk view (docs/decisions/032-fraud-signals.md), as an admin under the real
 * rules, three ways:
 *   first count   recountCentreRisk with no snapshot yet: the last RISK_DAYS of additions, failed
 *                 checks, withdrawals and replacements read a page at a time, and one count
 *                 aggregation per centre for its baseline; the snapshot written and read back;
 *   a day's view  the view as an admin opens it on a later day: the snapshot read, and the count
 *                 of what happened since it was kept;
 *   original      the figures' sources read whole: every certificate, failed check and event.
 * The target: the whole risk view in at most 10 documents read per centre, held on the view
 * as an admin opens it. The first count is a one-off: it reads every addition, failed check and
 * status event of the last RISK_DAYS, so it grows with what happened in them, not with the register.
 */
import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';

import { collections } from '../../src/domain/collections';
import { CENTRE_RISK_SNAPSHOT } from '../../src/domain/plans/centre-risk';
import { readCentreRiskSnapshot, recountCentreRisk } from '../../src/lib/centre-risk';
import { BENCH_STAFF, type BenchContext } from './emulator';
import { measure } from './measure';
import type { BenchmarkResult } from './report';
import { rulesReadsUnder } from './wire';

const RUNS = 3;
const DAY = 24 * 60 * 60 * 1000;
/** The budget for the whole view. */
const READS_PER_CENTRE = 10;

async function readWhole(db: Firestore): Promise<number> {
  const read = await Promise.all(
    [collections.certificates, collections.failedVerifications, collections.auditEvents].map(
      (name) => getDocs(collection(db, name)),
    ),
  );
  return read.reduce((total, snapshot) => total + snapshot.size, 0);
}

export async function benchCentreRisk({
  admin,
  staff,
  now,
}: BenchContext): Promise<BenchmarkResult> {
  const centres = (await admin.collection(collections.centres).count().get()).data().count;
  const snapshot = admin.doc(`${collections.snapshots}/${CENTRE_RISK_SNAPSHOT}`);
  const conditions = {
    conditions: 'firestore.rules, as an admin',
    rulesReads: rulesReadsUnder.staff,
  };

  let flagged = 0;
  const first = await measure('First count', conditions, RUNS, async () => {
    await snapshot.delete();
    const kept = await recountCentreRisk(staff, BENCH_STAFF, now);
    flagged = kept.centres.length;
  });
  // Kept today; an admin opens the view tomorrow: the snapshot, and the one day since.
  await snapshot.delete();
  await recountCentreRisk(staff, BENCH_STAFF, now);
  const tomorrow = new Date(now.getTime() + DAY);
  const daily = await measure('A day’s view', conditions, RUNS, async () => {
    await readCentreRiskSnapshot(staff);
    await recountCentreRisk(staff, BENCH_STAFF, tomorrow);
  });
  let whole = 0;
  const original = await measure('Read the sources whole', conditions, RUNS, async () => {
    whole = await readWhole(staff);
  });

  const perCentre = (reads: number) => (reads / centres).toFixed(1);
  const within = daily.documentsRead / centres <= READS_PER_CENTRE;
  return {
    title: `Centre Risk over ${String(centres)} centres`,
    comparisons: [
      { task: 'First count', ours: first, original, names: ['first count', 'read whole'] },
      { task: 'A day’s view', ours: daily, original, names: ['a day’s view', 'read whole'] },
    ],
    notes: {
      'Centres in the snapshot': flagged,
      'First count: documents read per centre': perCentre(first.documentsRead),
      'A day’s view: documents read per centre': perCentre(daily.documentsRead),
      'Read whole: documents read per centre': perCentre(original.documentsRead),
      [`A day’s view within ${String(READS_PER_CENTRE)} documents read per centre`]: within
        ? 'yes'
        : 'NO',
    },
    agreed: flagged === centres && whole > 0 && within,
  };
}
