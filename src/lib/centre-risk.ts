import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import type { Centre } from '@/domain/centres';
import {
  centreRiskSnapshotFrom,
  DOCUMENT_SIZE_LIMIT,
  isRecordedLate,
  mergedSeries,
  RISK_SNAPSHOT_CENTRE_LIMIT,
  riskCountPlan,
  riskSeriesNames,
  storedSize,
  type CentreRisk,
  type CentreRiskSnapshot,
  type RiskSeriesName,
} from '@/domain/centre-risk';
import { collections } from '@/domain/collections';
import { startOfDay, toIsoDay } from '@/domain/iso-day';
import { CENTRE_RISK_SNAPSHOT, planCentreRiskSnapshot } from '@/domain/plans/centre-risk';
import type { StaffActor } from '@/domain/staff';
import { dateFrom, textFrom } from '@/domain/stored-values';

import { applyPlan } from './apply-plan';
import { listCentres } from './centres';
import { scopeConstraints } from './query-scope';

/**
 * The centres' risk figures for the admins (docs/decisions/032-fraud-signals.md): read from one
 * snapshot document, and counted by an admin's browser day by day. A count reads only what
 * happened since the last one (the certificates added, the failed checks and the withdrawals and
 * replacements of those days, a page at a time), and every week one count aggregation per centre
 * for its baseline: it grows with what happens, never with the register.
 */

/** The snapshot as last counted, or null if none has been. */
export async function readCentreRiskSnapshot(db: Firestore): Promise<CentreRiskSnapshot | null> {
  const stored = await getDoc(doc(db, collections.snapshots, CENTRE_RISK_SNAPSHOT));
  return centreRiskSnapshotFrom(stored.data(), dateFrom);
}

/** Documents read per request, as the exports read them. */
export const RISK_PAGE_SIZE = 500;

type Snapshot = QueryDocumentSnapshot<DocumentData>;

/** Every document a query matches, RISK_PAGE_SIZE at a time (it must order by one field). */
async function readPaged(first: Query): Promise<Snapshot[]> {
  const read: Snapshot[] = [];
  let after: Snapshot | undefined;
  for (;;) {
    const page = await getDocs(
      query(first, ...(after ? [startAfter(after)] : []), limit(RISK_PAGE_SIZE)),
    );
    read.push(...page.docs);
    if (page.docs.length < RISK_PAGE_SIZE) return read;
    after = page.docs.at(-1);
  }
}

/** Counts by centre, then by day. */
class DayCounts {
  readonly byCentre = new Map<string, Map<string, number>>();
  add(centreNumber: string, day: string) {
    const days = this.byCentre.get(centreNumber) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + 1);
    this.byCentre.set(centreNumber, days);
  }
  of(centreNumber: string): ReadonlyMap<string, number> {
    return this.byCentre.get(centreNumber) ?? new Map();
  }
}

type Fresh = Record<RiskSeriesName, DayCounts>;

const dayOf = (value: unknown) => {
  const date = dateFrom(value);
  return date ? toIsoDay(date) : null;
};

/** The certificates added since `since`: each centre's additions by day, and those recorded late. */
async function countAdditions(db: Firestore, since: Timestamp, fresh: Fresh) {
  const added = await readPaged(
    query(
      collection(db, collections.certificates),
      where('createdAt', '>=', since),
      orderBy('createdAt'),
    ),
  );
  for (const certificate of added) {
    const day = dayOf(certificate.get('createdAt'));
    if (!day) continue;
    const centreNumber = textFrom(certificate.get('centreNumber'));
    fresh.added.add(centreNumber, day);
    if (isRecordedLate(textFrom(certificate.get('awardedDate')), day)) {
      fresh.late.add(centreNumber, day);
    }
  }
}

/** The numbers a query may ask about at once ('in'). */
const NUMBERS_AT_ONCE = 30;

/**
 * The failed checks since `since` that typed the number of a certificate on the register, by the
 * centre of that certificate: the attempts of those days, then the certificates of their numbers
 * (at most one read per number typed). A check never learns a centre; staff find it here.
 */
async function countFailedChecks(db: Firestore, since: Timestamp, fresh: Fresh) {
  const attempts = await readPaged(
    query(
      collection(db, collections.failedVerifications),
      where('attemptedAt', '>=', since),
      orderBy('attemptedAt'),
    ),
  );
  const numbers = [
    ...new Set(
      attempts.map((attempt) => textFrom(attempt.get('certificateNumber'))).filter(Boolean),
    ),
  ];
  const centreOf = new Map<string, string>();
  for (let start = 0; start < numbers.length; start += NUMBERS_AT_ONCE) {
    const batch = numbers.slice(start, start + NUMBERS_AT_ONCE);
    const found = await getDocs(
      query(collection(db, collections.certificates), where('certificateNumber', 'in', batch)),
    );
    for (const certificate of found.docs) {
      centreOf.set(
        textFrom(certificate.get('certificateNumber')),
        textFrom(certificate.get('centreNumber')),
      );
    }
  }
  for (const attempt of attempts) {
    const centreNumber = centreOf.get(textFrom(attempt.get('certificateNumber')));
    const day = dayOf(attempt.get('attemptedAt'));
    if (!centreNumber || !day) continue;
    fresh.failedChecks.add(centreNumber, day);
    if (attempt.get('status') === 'suspicious') fresh.suspicious.add(centreNumber, day);
  }
}

/** The withdrawals and replacements approved since `since`, by their events. */
async function countWithdrawals(db: Firestore, since: Timestamp, fresh: Fresh) {
  const events = await readPaged(
    query(
      collection(db, collections.auditEvents),
      where('action', 'in', ['certificate.withdrawn', 'certificate.replaced']),
      where('at', '>=', since),
      orderBy('at'),
    ),
  );
  for (const event of events) {
    const day = dayOf(event.get('at'));
    if (!day) continue;
    const series = event.get('action') === 'certificate.withdrawn' ? 'withdrawn' : 'replaced';
    fresh[series].add(textFrom(event.get('centreNumber')), day);
  }
}

/** How many centres' baselines are counted at once. */
const COUNTS_AT_ONCE = 20;

/** Each centre's certificates added in [from, to): one count aggregation per centre. */
async function countBaselines(
  db: Firestore,
  centres: readonly Centre[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const counted = new Map<string, number>();
  for (let start = 0; start < centres.length; start += COUNTS_AT_ONCE) {
    await Promise.all(
      centres.slice(start, start + COUNTS_AT_ONCE).map(async ({ centreNumber }) => {
        const count = await getCount(
          query(
            collection(db, collections.certificates),
            ...scopeConstraints({ centreNumber }),
            where('createdAt', '>=', Timestamp.fromDate(startOfDay(from))),
            where('createdAt', '<', Timestamp.fromDate(startOfDay(to))),
          ),
        );
        counted.set(centreNumber, count.data().count);
      }),
    );
  }
  return counted;
}

/**
 * Counts every centre's risk figures, from the previous snapshot on: the days since its last day
 * afresh (all RISK_DAYS when there is none, or it is older), the baselines when due.
 */
export async function countCentreRisk(
  db: Firestore,
  centres: readonly Centre[],
  previous: CentreRiskSnapshot | null,
  now: Date = new Date(),
): Promise<{ centres: CentreRisk[]; lastDay: string; baselineDay: string }> {
  const today = toIsoDay(now);
  const plan = riskCountPlan(previous, today);
  const since = Timestamp.fromDate(startOfDay(plan.from));
  const fresh = Object.fromEntries(riskSeriesNames.map((name) => [name, new DayCounts()])) as Fresh;
  const [baselines] = await Promise.all([
    plan.baseline ? countBaselines(db, centres, plan.baselineFrom, plan.baselineTo) : null,
    countAdditions(db, since, fresh),
    countFailedChecks(db, since, fresh),
    countWithdrawals(db, since, fresh),
  ]);
  const before = new Map(previous?.centres.map((centre) => [centre.centreNumber, centre]));
  return {
    lastDay: today,
    baselineDay: plan.baseline ? today : (previous?.baselineDay ?? today),
    centres: centres.map((centre) => {
      const earlier = plan.whole ? undefined : before.get(centre.centreNumber);
      return {
        centreNumber: centre.centreNumber,
        name: centre.name,
        status: centre.status,
        baseline: baselines?.get(centre.centreNumber) ?? earlier?.baseline ?? 0,
        series: Object.fromEntries(
          riskSeriesNames.map((name) => [
            name,
            mergedSeries({
              previous: earlier?.series[name] ?? null,
              previousLastDay: previous?.lastDay ?? null,
              fresh: fresh[name].of(centre.centreNumber),
              from: plan.from,
              today,
            }),
          ]),
        ) as CentreRisk['series'],
      };
    }),
  };
}

/**
 * Counts the centres' risk figures and keeps them as the snapshot the risk view reads, as this
 * admin; returns the snapshot as read back. Refuses a snapshot Firestore would not store.
 */
export async function recountCentreRisk(
  db: Firestore,
  actor: StaffActor,
  now: Date = new Date(),
): Promise<CentreRiskSnapshot> {
  const [centres, previous] = await Promise.all([listCentres(db), readCentreRiskSnapshot(db)]);
  if (centres.length > RISK_SNAPSHOT_CENTRE_LIMIT) {
    throw new Error(
      `The register has ${centres.length} centres: one risk snapshot holds at most ${RISK_SNAPSHOT_CENTRE_LIMIT}.`,
    );
  }
  const counted = await countCentreRisk(db, centres, previous, now);
  const plan = planCentreRiskSnapshot({ ...counted, actor });
  if (storedSize(plan.writes[0]?.op === 'set' ? plan.writes[0].data : null) > DOCUMENT_SIZE_LIMIT) {
    throw new Error('The centres’ risk figures would not fit in one document.');
  }
  const batch = writeBatch(db);
  applyPlan(db, batch, plan);
  await batch.commit();
  const saved = await readCentreRiskSnapshot(db);
  if (!saved) throw new Error('The risk figures were saved but could not be read back.');
  return saved;
}
