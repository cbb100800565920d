import type { CentreStatus } from './centres';
import { addDays, daysBetween, isIsoDay, parseIsoDay } from './iso-day';

/**
 * Each centre's risk figures for the admins (docs/decisions/032-fraud-signals.md): what in a
 * centre's register looks like fraud, over the last 7, 30 or 90 days, each figure against a
 * threshold stated once here, and each flag put in words. An admin's browser counts the figures
 * day by day and keeps them in one snapshot (src/lib/centre-risk.ts), so opening the risk view
 * reads one document however many centres there are.
 */

/** The windows an admin looks back over, in days, ending on the day the figures were counted. */
export const RISK_WINDOWS = [7, 30, 90] as const;
export type RiskWindow = (typeof RISK_WINDOWS)[number];
export const DEFAULT_RISK_WINDOW: RiskWindow = 30;

/** Days of per-day figures the snapshot keeps: the longest window. */
export const RISK_DAYS = 90;

/** A centre's usual rate: what it added in the days before the longest window. */
export const BASELINE_DAYS = 180;

/** The baselines change slowly: they are counted again when this many days old. */
export const BASELINE_RECOUNT_DAYS = 7;

/**
 * The most centres one risk snapshot holds (firestore.rules states it again). A centre's figures
 * take about 300 bytes when little happens and about 1.5 KB when something happens every day;
 * the count measures the document before it saves it and says so when it would pass 1 MiB.
 */
export const RISK_SNAPSHOT_CENTRE_LIMIT = 2000;

/** The largest document Firestore stores. */
export const DOCUMENT_SIZE_LIMIT = 1024 * 1024;

/** When a figure is flagged. Each has its unit test, and the sentence each flag produces. */
export const RISK_THRESHOLDS = {
  /**
   * Certificates added in a window: at least this many, and at least `additionsRatio` times what
   * the centre adds in so many days by its baseline (any number, with no baseline).
   */
  additionsMinimum: 20,
  additionsRatio: 3,
  /** The most added on one day: at least this many, and `peakRatio` times its daily average. */
  peakMinimum: 10,
  peakRatio: 5,
  /** An award recorded this many days or more after its awarded date is recorded late. */
  lateAfterDays: 180,
  /** Awards recorded late in a window: at least this many. */
  lateMinimum: 5,
  /** Failed checks that typed the number of one of its certificates: at least this many. */
  failedChecksMinimum: 5,
  /** Attempts naming its certificates that an admin flagged as suspicious: at least this many. */
  suspiciousMinimum: 1,
  /** Certificates withdrawn and replaced, together: at least this many. */
  withdrawalsMinimum: 3,
} as const;

/** The figures kept day by day for each centre. */
export const riskSeriesNames = [
  'added',
  'late',
  'failedChecks',
  'suspicious',
  'withdrawn',
  'replaced',
] as const;
export type RiskSeriesName = (typeof riskSeriesNames)[number];

/** Each figure per day, RISK_DAYS of them, oldest first, the last the day of the count. */
export type RiskSeries = Record<RiskSeriesName, number[]>;

/** One centre's figures as counted. */
export type CentreRisk = {
  centreNumber: string;
  name: string;
  status: CentreStatus;
  /** Certificates added in the BASELINE_DAYS before the RISK_DAYS. */
  baseline: number;
  series: RiskSeries;
};

/** Every centre's figures, and when and by whom they were counted. */
export type CentreRiskSnapshot = {
  computedAt: Date;
  computedBy: string;
  /** The day the series end on (yyyy-mm-dd, in the counting browser's time zone). */
  lastDay: string;
  /** The day the baselines were counted. */
  baselineDay: string;
  centres: readonly CentreRisk[];
};

// ---- Counting ------------------------------------------------------------------------------

/** The first day of the longest window ending on `lastDay`. */
export function firstRiskDay(lastDay: string): string {
  return addDays(lastDay, -(RISK_DAYS - 1));
}

/** What a count does, given the snapshot before it (null for none) and today. */
export type RiskCountPlan = {
  today: string;
  /**
   * The first day counted afresh: the last day of the previous count (it was not over when
   * counted), or the first day of the window when the series are counted whole.
   */
  from: string;
  whole: boolean;
  /** Whether the baselines are counted afresh, over [baselineFrom, baselineTo). */
  baseline: boolean;
  baselineFrom: string;
  baselineTo: string;
};

/**
 * Days already counted stay counted: a day's certificates, once the day is over, do not change
 * (a learner moved to another centre afterwards stays under the first until a whole count). So
 * a count reads only the days since the last, unless there is no snapshot or it is older than
 * the window (or from a clock ahead of this one); the baselines, every BASELINE_RECOUNT_DAYS.
 */
export function riskCountPlan(
  previous: Pick<CentreRiskSnapshot, 'lastDay' | 'baselineDay'> | null,
  today: string,
): RiskCountPlan {
  const first = firstRiskDay(today);
  const whole = !previous || previous.lastDay < first || previous.lastDay > today;
  const baseline =
    whole ||
    !previous ||
    !isIsoDay(previous.baselineDay) ||
    daysBetween(previous.baselineDay, today) >= BASELINE_RECOUNT_DAYS ||
    previous.baselineDay > today;
  return {
    today,
    from: whole || !previous ? first : previous.lastDay,
    whole,
    baseline,
    baselineFrom: addDays(first, -BASELINE_DAYS),
    baselineTo: first,
  };
}

/** The days from `from` to `to`, both included, in order. */
export function daysFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, at) => addDays(from, at));
}

/**
 * A series ending on `today`: days from `from` on as counted now (a day counted nothing is 0),
 * earlier days as the previous series (ending on `previousLastDay`) had them, 0 where it had
 * nothing.
 */
export function mergedSeries({
  previous,
  previousLastDay,
  fresh,
  from,
  today,
}: {
  previous: readonly number[] | null;
  previousLastDay: string | null;
  fresh: ReadonlyMap<string, number>;
  from: string;
  today: string;
}): number[] {
  return daysFrom(firstRiskDay(today), today).map((day) => {
    if (day >= from) return fresh.get(day) ?? 0;
    if (!previous || !previousLastDay) return 0;
    const at = previous.length - 1 - daysBetween(day, previousLastDay);
    return at >= 0 && at < previous.length ? (previous[at] ?? 0) : 0;
  });
}

/** How many of the items fall on each day. */
export function countByDay<T>(
  items: readonly T[],
  dayOf: (item: T) => string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const day = dayOf(item);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/**
 * Whether an award was recorded late: RISK_THRESHOLDS.lateAfterDays or more after its awarded
 * date, by calendar day. Only a yyyy-mm-dd date is compared (the rules allow a new certificate no
 * other, and records from the old system are not recorded now).
 */
export function isRecordedLate(awardedDate: string, recordedDay: string): boolean {
  return (
    isIsoDay(awardedDate) && daysBetween(awardedDate, recordedDay) >= RISK_THRESHOLDS.lateAfterDays
  );
}

/**
 * The awarded dates recorded late on `recordedDay`, as a range of yyyy-mm-dd text a query can
 * ask for: from EARLIEST_AWARD (below which no awarded date is written, and which leaves out
 * an empty one) to just before the returned day.
 */
export function lateCutoff(recordedDay: string): string {
  return addDays(recordedDay, -(RISK_THRESHOLDS.lateAfterDays - 1));
}

export const EARLIEST_AWARD = '1900-01-01';

// ---- The figures of a window ----------------------------------------------------------------

export type RiskFigures = {
  window: RiskWindow;
  /** The window's first and last day. */
  from: string;
  to: string;
  added: number;
  /** What the centre added a day, on average, over its baseline. */
  dailyAverage: number;
  /** The day it added most on (the latest of equals), or null when it added none. */
  peak: { count: number; day: string } | null;
  late: number;
  failedChecks: number;
  suspicious: number;
  withdrawn: number;
  replaced: number;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A centre's figures over the last `window` days of a snapshot ending on `lastDay`. */
export function riskFiguresOf(
  centre: CentreRisk,
  lastDay: string,
  window: RiskWindow,
): RiskFigures {
  const last = (name: RiskSeriesName) => centre.series[name].slice(-window);
  const added = last('added');
  const from = addDays(lastDay, -(window - 1));
  let peak: RiskFigures['peak'] = null;
  added.forEach((count, at) => {
    if (count > 0 && count >= (peak?.count ?? 0)) peak = { count, day: addDays(from, at) };
  });
  return {
    window,
    from,
    to: lastDay,
    added: sum(added),
    dailyAverage: centre.baseline / BASELINE_DAYS,
    peak,
    late: sum(last('late')),
    failedChecks: sum(last('failedChecks')),
    suspicious: sum(last('suspicious')),
    withdrawn: sum(last('withdrawn')),
    replaced: sum(last('replaced')),
  };
}

// ---- Flags, in words -----------------------------------------------------------------------

export type RiskFlagKind =
  'added' | 'peak' | 'late' | 'failedChecks' | 'suspicious' | 'withdrawals';

export type RiskFlag = { kind: RiskFlagKind; text: string };

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '3 Nov', or '28 Dec 2025' when the day is not in the year of `lastDay`. */
export function shortDay(day: string, lastDay: string): string {
  const date = parseIsoDay(day);
  if (!date) return day;
  const text = `${date.getDate()} ${monthNames[date.getMonth()]}`;
  return day.slice(0, 4) === lastDay.slice(0, 4) ? text : `${text} ${date.getFullYear()}`;
}

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-GB')} ${value === 1 ? one : many}`;

const certificates = (value: number) => count(value, 'certificate', 'certificates');

/** 'N times', rounded, for a figure against a usual one that is not 0. */
const times = (figure: number, usual: number) =>
  `${Math.round(figure / usual).toLocaleString('en-GB')} times`;

const noneBefore = `with none added in the ${BASELINE_DAYS} days before`;

/**
 * The flags a window's figures raise, each with its reason in words, in the order the risk view
 * lists them: '42 certificates added on 3 Nov, 9 times its daily average'.
 */
export function riskFlagsOf(figures: RiskFigures): RiskFlag[] {
  const t = RISK_THRESHOLDS;
  const flags: RiskFlag[] = [];
  const usual = figures.dailyAverage * figures.window;
  if (
    figures.added >= t.additionsMinimum &&
    (usual === 0 || figures.added >= t.additionsRatio * usual)
  ) {
    const what = `${certificates(figures.added)} added in the last ${figures.window} days`;
    flags.push({
      kind: 'added',
      text:
        usual === 0
          ? `${what}, ${noneBefore}`
          : `${what}, ${times(figures.added, usual)} its usual rate`,
    });
  }
  const peak = figures.peak;
  if (
    peak &&
    peak.count >= t.peakMinimum &&
    (figures.dailyAverage === 0 || peak.count >= t.peakRatio * figures.dailyAverage)
  ) {
    const what = `${certificates(peak.count)} added on ${shortDay(peak.day, figures.to)}`;
    flags.push({
      kind: 'peak',
      text:
        figures.dailyAverage === 0
          ? `${what}, ${noneBefore}`
          : `${what}, ${times(peak.count, figures.dailyAverage)} its daily average`,
    });
  }
  if (figures.late >= t.lateMinimum) {
    flags.push({
      kind: 'late',
      text: `${certificates(figures.late)} recorded ${t.lateAfterDays} days or more after their awarded date`,
    });
  }
  if (figures.failedChecks >= t.failedChecksMinimum) {
    flags.push({
      kind: 'failedChecks',
      text: `${count(figures.failedChecks, 'failed check', 'failed checks')} named its certificates`,
    });
  }
  if (figures.suspicious >= t.suspiciousMinimum) {
    flags.push({
      kind: 'suspicious',
      text:
        figures.suspicious === 1
          ? '1 attempt naming its certificates was flagged as suspicious'
          : `${count(figures.suspicious, 'attempt', 'attempts')} naming its certificates were flagged as suspicious`,
    });
  }
  if (figures.withdrawn + figures.replaced >= t.withdrawalsMinimum) {
    const { withdrawn, replaced } = figures;
    flags.push({
      kind: 'withdrawals',
      text:
        withdrawn === 0
          ? `${certificates(replaced)} replaced`
          : replaced === 0
            ? `${certificates(withdrawn)} withdrawn`
            : `${certificates(withdrawn)} withdrawn and ${replaced.toLocaleString('en-GB')} replaced`,
    });
  }
  return flags;
}

// ---- The rows of the risk view ---------------------------------------------------------------

export type RiskRow = { centre: CentreRisk; figures: RiskFigures; flags: RiskFlag[] };

/**
 * One row per centre over a window: flagged centres first (most flags first), then the most
 * certificates added, then by number.
 */
export function riskRowsOf(snapshot: CentreRiskSnapshot, window: RiskWindow): RiskRow[] {
  return snapshot.centres
    .map((centre) => {
      const figures = riskFiguresOf(centre, snapshot.lastDay, window);
      return { centre, figures, flags: riskFlagsOf(figures) };
    })
    .sort(
      (a, b) =>
        b.flags.length - a.flags.length ||
        b.figures.added - a.figures.added ||
        a.centre.centreNumber.localeCompare(b.centre.centreNumber, 'en-GB', { numeric: true }),
    );
}

export function parseRiskWindow(raw: string | null): RiskWindow {
  const value = Number(raw);
  return (RISK_WINDOWS as readonly number[]).includes(value)
    ? (value as RiskWindow)
    : DEFAULT_RISK_WINDOW;
}

// ---- As stored -------------------------------------------------------------------------------

/**
 * A series as stored: the counts oldest first, separated by commas, a run of days with none
 * written `0*n` ('0*85,3,0*4'), so a quiet centre's figures take a few bytes.
 */
export function encodeSeries(counts: readonly number[]): string {
  const parts: string[] = [];
  let zeros = 0;
  const flush = () => {
    if (zeros === 1) parts.push('0');
    else if (zeros > 1) parts.push(`0*${zeros}`);
    zeros = 0;
  };
  for (const value of counts) {
    if (value === 0) zeros += 1;
    else {
      flush();
      parts.push(String(value));
    }
  }
  flush();
  return parts.join(',');
}

/** A stored series, or null for one that is not RISK_DAYS whole numbers. */
export function decodeSeries(text: unknown): number[] | null {
  if (typeof text !== 'string') return null;
  const counts: number[] = [];
  for (const part of text.split(',')) {
    const run = /^0\*(\d+)$/.exec(part);
    if (run) {
      const days = Number(run[1]);
      if (counts.length + days > RISK_DAYS) return null;
      counts.push(...Array.from({ length: days }, () => 0));
    } else if (/^\d+$/.test(part)) counts.push(Number(part));
    else return null;
    if (counts.length > RISK_DAYS) return null;
  }
  return counts.length === RISK_DAYS ? counts : null;
}

const emptySeries = (): number[] => Array.from({ length: RISK_DAYS }, () => 0);

/**
 * The snapshot as stored, or null for one the rules would not have accepted (or none). A series
 * that cannot be read is all 0s; centres are listed by number.
 */
export function centreRiskSnapshotFrom(
  stored: Readonly<Record<string, unknown>> | undefined,
  toDate: (value: unknown) => Date | null,
): CentreRiskSnapshot | null {
  const computedAt = toDate(stored?.computedAt);
  const centres = stored?.centres;
  const lastDay = stored?.lastDay;
  if (!stored || !computedAt || typeof lastDay !== 'string' || !isIsoDay(lastDay)) return null;
  if (typeof centres !== 'object' || centres === null) return null;
  return {
    computedAt,
    computedBy: typeof stored.computedBy === 'string' ? stored.computedBy : '',
    lastDay,
    baselineDay: typeof stored.baselineDay === 'string' ? stored.baselineDay : lastDay,
    centres: Object.entries(centres as Record<string, Record<string, unknown>>)
      .map(([centreNumber, figures]) => ({
        centreNumber,
        name: typeof figures.name === 'string' ? figures.name : '',
        status: figures.status === 'suspended' ? ('suspended' as const) : ('active' as const),
        baseline: Number.isInteger(figures.baseline) ? (figures.baseline as number) : 0,
        series: Object.fromEntries(
          riskSeriesNames.map((name) => [name, decodeSeries(figures[name]) ?? emptySeries()]),
        ) as RiskSeries,
      }))
      .sort((a, b) => a.centreNumber.localeCompare(b.centreNumber, 'en-GB', { numeric: true })),
  };
}

/**
 * Roughly how many bytes Firestore counts for a stored value (its documented sizes: text its
 * UTF-8 bytes and one, a number 8, a map its keys and values), to refuse a snapshot before a
 * write would.
 */
export function storedSize(value: unknown): number {
  if (typeof value === 'string') return new TextEncoder().encode(value).length + 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (typeof value === 'boolean' || value === null || value === undefined) return 1;
  if (Array.isArray(value))
    return value.reduce((total: number, item) => total + storedSize(item), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce(
      (total, [key, item]) => total + storedSize(key) + storedSize(item),
      0,
    );
  }
  return 8;
}
