import { describe, expect, it } from 'vitest';

import {
  BASELINE_DAYS,
  centreRiskSnapshotFrom,
  countByDay,
  decodeSeries,
  encodeSeries,
  isRecordedLate,
  lateCutoff,
  mergedSeries,
  parseRiskWindow,
  RISK_DAYS,
  RISK_THRESHOLDS,
  riskCountPlan,
  riskFiguresOf,
  riskFlagsOf,
  riskRowsOf,
  riskSeriesNames,
  shortDay,
  storedSize,
  type CentreRisk,
  type RiskFigures,
  type RiskSeriesName,
} from './centre-risk';
import { RISK_SNAPSHOT_KEYS } from './document-keys';
import { appliedInMemory } from './plans/apply-in-memory';
import { CENTRE_RISK_SNAPSHOT, planCentreRiskSnapshot } from './plans/centre-risk';
import { snapshotPathOf } from './plans/centre-figures';

const LAST_DAY = '2026-11-28';
const t = RISK_THRESHOLDS;

/** A window's figures with nothing in them but what a test sets. */
const figures = (changes: Partial<RiskFigures> = {}): RiskFigures => ({
  window: 30,
  from: '2026-10-30',
  to: LAST_DAY,
  added: 0,
  dailyAverage: 0,
  peak: null,
  late: 0,
  failedChecks: 0,
  suspicious: 0,
  withdrawn: 0,
  replaced: 0,
  ...changes,
});

const kinds = (changes: Partial<RiskFigures>) => riskFlagsOf(figures(changes)).map((f) => f.kind);
const texts = (changes: Partial<RiskFigures>) => riskFlagsOf(figures(changes)).map((f) => f.text);

/** A centre whose series hold these counts on these days before LAST_DAY (0 = LAST_DAY). */
function centre(
  centreNumber: string,
  days: Partial<Record<RiskSeriesName, Record<number, number>>> = {},
  baseline = 0,
): CentreRisk {
  const series = Object.fromEntries(
    riskSeriesNames.map((name) => {
      const counts = Array.from({ length: RISK_DAYS }, () => 0);
      for (const [daysAgo, value] of Object.entries(days[name] ?? {})) {
        counts[RISK_DAYS - 1 - Number(daysAgo)] = value;
      }
      return [name, counts];
    }),
  ) as CentreRisk['series'];
  return { centreNumber, name: `Centre ${centreNumber}`, status: 'active', baseline, series };
}

describe('the thresholds of the centre risk view', () => {
  it('flag certificates added at their minimum and at three times the usual rate, not below', () => {
    // A baseline of 180 in 180 days is one a day: 30 a usual 30 days.
    expect(kinds({ added: 90, dailyAverage: 1 })).toEqual(['added']);
    expect(kinds({ added: 89, dailyAverage: 1 })).toEqual([]);
    // With no baseline, any number from the minimum.
    expect(kinds({ added: t.additionsMinimum })).toEqual(['added']);
    expect(kinds({ added: t.additionsMinimum - 1 })).toEqual([]);
    // Three times a tiny rate, but under the minimum.
    expect(kinds({ added: t.additionsMinimum - 1, dailyAverage: 0.1 })).toEqual([]);
  });

  it('flag the most added on one day at its minimum and at five times the daily average', () => {
    const peak = (count: number) => ({ count, day: '2026-11-03' });
    expect(kinds({ peak: peak(10), dailyAverage: 2 })).toEqual(['peak']);
    expect(kinds({ peak: peak(9), dailyAverage: 1 })).toEqual([]);
    expect(kinds({ peak: peak(14), dailyAverage: 3 })).toEqual([]);
    expect(kinds({ peak: peak(15), dailyAverage: 3 })).toEqual(['peak']);
    expect(kinds({ peak: peak(t.peakMinimum) })).toEqual(['peak']);
  });

  it('flag awards recorded late from five', () => {
    expect(kinds({ late: t.lateMinimum })).toEqual(['late']);
    expect(kinds({ late: t.lateMinimum - 1 })).toEqual([]);
  });

  it('flag failed checks naming its certificates from five', () => {
    expect(kinds({ failedChecks: t.failedChecksMinimum })).toEqual(['failedChecks']);
    expect(kinds({ failedChecks: t.failedChecksMinimum - 1 })).toEqual([]);
  });

  it('flag any attempt naming its certificates that was flagged as suspicious', () => {
    expect(kinds({ suspicious: 1 })).toEqual(['suspicious']);
    expect(kinds({ suspicious: 0 })).toEqual([]);
  });

  it('flag withdrawals and replacements together from three', () => {
    expect(kinds({ withdrawn: 2, replaced: 1 })).toEqual(['withdrawals']);
    expect(kinds({ withdrawn: 3 })).toEqual(['withdrawals']);
    expect(kinds({ replaced: 3 })).toEqual(['withdrawals']);
    expect(kinds({ withdrawn: 1, replaced: 1 })).toEqual([]);
  });

  it('say a late award is one recorded 180 days or more after its awarded date, by day', () => {
    expect(isRecordedLate('2026-06-01', '2026-11-28')).toBe(true); // 180 days
    expect(isRecordedLate('2026-06-02', '2026-11-28')).toBe(false); // 179 days
    expect(isRecordedLate('', '2026-11-28')).toBe(false);
    expect(isRecordedLate('14 March 2019', '2026-11-28')).toBe(false);
    // The range a count asks for holds exactly the late days: before the cutoff.
    expect(lateCutoff('2026-11-28')).toBe('2026-06-02');
    expect('2026-06-01' < lateCutoff('2026-11-28')).toBe(true);
    expect('2026-06-02' < lateCutoff('2026-11-28')).toBe(false);
  });
});

describe('the sentence each flag produces', () => {
  it('says how many were added in the window and how that compares with the usual rate', () => {
    expect(texts({ added: 120, dailyAverage: 1 })).toEqual([
      '120 certificates added in the last 30 days, 4 times its usual rate',
    ]);
    expect(texts({ added: 25, window: 7 })).toEqual([
      `25 certificates added in the last 7 days, with none added in the ${BASELINE_DAYS} days before`,
    ]);
  });

  it('says the day most were added on, and how many times its daily average', () => {
    expect(texts({ peak: { count: 42, day: '2026-11-03' }, dailyAverage: 4.5 })).toEqual([
      '42 certificates added on 3 Nov, 9 times its daily average',
    ]);
    expect(texts({ peak: { count: 12, day: '2025-12-28' } })).toEqual([
      `12 certificates added on 28 Dec 2025, with none added in the ${BASELINE_DAYS} days before`,
    ]);
  });

  it('says how many were recorded late, checks failed, attempts flagged and certificates withdrawn', () => {
    expect(texts({ late: 7 })).toEqual([
      '7 certificates recorded 180 days or more after their awarded date',
    ]);
    expect(texts({ failedChecks: 1_200 })).toEqual(['1,200 failed checks named its certificates']);
    expect(texts({ suspicious: 1 })).toEqual([
      '1 attempt naming its certificates was flagged as suspicious',
    ]);
    expect(texts({ suspicious: 3 })).toEqual([
      '3 attempts naming its certificates were flagged as suspicious',
    ]);
    expect(texts({ withdrawn: 3, replaced: 1 })).toEqual([
      '3 certificates withdrawn and 1 replaced',
    ]);
    expect(texts({ withdrawn: 1, replaced: 2 })).toEqual([
      '1 certificate withdrawn and 2 replaced',
    ]);
    expect(texts({ withdrawn: 4 })).toEqual(['4 certificates withdrawn']);
    expect(texts({ replaced: 3 })).toEqual(['3 certificates replaced']);
  });

  it('lists several flags in a fixed order', () => {
    expect(kinds({ replaced: 5, suspicious: 2, late: 9, added: 30 })).toEqual([
      'added',
      'late',
      'suspicious',
      'withdrawals',
    ]);
  });

  it('writes a day short, with its year only when it is not the year of the count', () => {
    expect(shortDay('2026-11-03', LAST_DAY)).toBe('3 Nov');
    expect(shortDay('2025-12-28', '2026-01-05')).toBe('28 Dec 2025');
  });
});

describe('a window’s figures', () => {
  it('sum the last days of each series, with the day most were added on (the latest of equals)', () => {
    const risky = centre(
      '87583',
      {
        added: { 0: 2, 3: 42, 10: 42, 40: 50 },
        late: { 1: 3, 50: 9 },
        failedChecks: { 2: 1 },
        withdrawn: { 6: 1, 7: 1 },
      },
      900,
    );
    expect(riskFiguresOf(risky, LAST_DAY, 7)).toEqual({
      window: 7,
      from: '2026-11-22',
      to: LAST_DAY,
      added: 44,
      dailyAverage: 5,
      peak: { count: 42, day: '2026-11-25' },
      late: 3,
      failedChecks: 1,
      suspicious: 0,
      withdrawn: 1,
      replaced: 0,
    });
    const month = riskFiguresOf(risky, LAST_DAY, 30);
    expect(month).toMatchObject({ added: 86, peak: { count: 42, day: '2026-11-25' } });
    expect(riskFiguresOf(risky, LAST_DAY, 90)).toMatchObject({ added: 136, late: 12 });
    expect(riskFiguresOf(centre('1'), LAST_DAY, 90).peak).toBeNull();
  });

  it('make one row per centre, flagged first (most flags first), then by additions and number', () => {
    const snapshot = {
      computedAt: new Date(),
      computedBy: 'x',
      lastDay: LAST_DAY,
      baselineDay: LAST_DAY,
      centres: [
        centre('88001', { added: { 1: 3 } }),
        centre('88002', { added: { 1: 30 } }),
        centre('100'),
        centre('88003', { added: { 1: 30 }, late: { 1: 6 } }),
        centre('88004', { added: { 1: 5 } }),
      ],
    };
    const rows = riskRowsOf(snapshot, 30);
    expect(rows.map((row) => row.centre.centreNumber)).toEqual([
      '88003',
      '88002',
      '88004',
      '88001',
      '100',
    ]);
    expect(rows[0]?.flags.map((flag) => flag.kind)).toEqual(['added', 'peak', 'late']);
  });

  it('read a window from the address, 30 days unless it is 7 or 90', () => {
    expect(parseRiskWindow('7')).toBe(7);
    expect(parseRiskWindow('90')).toBe(90);
    expect(parseRiskWindow('365')).toBe(30);
    expect(parseRiskWindow(null)).toBe(30);
  });
});

describe('counting day by day', () => {
  it('counts the whole window with no snapshot, or one older than it, or from a later clock', () => {
    const whole = {
      today: LAST_DAY,
      from: '2026-08-31',
      whole: true,
      baseline: true,
      baselineFrom: '2026-03-04',
      baselineTo: '2026-08-31',
    };
    expect(riskCountPlan(null, LAST_DAY)).toEqual(whole);
    expect(riskCountPlan({ lastDay: '2026-08-30', baselineDay: LAST_DAY }, LAST_DAY)).toEqual(
      whole,
    );
    expect(riskCountPlan({ lastDay: '2026-11-29', baselineDay: LAST_DAY }, LAST_DAY)).toEqual(
      whole,
    );
  });

  it('counts again from the last day of the previous count, and the baselines once a week', () => {
    expect(
      riskCountPlan({ lastDay: '2026-11-27', baselineDay: '2026-11-22' }, LAST_DAY),
    ).toMatchObject({ from: '2026-11-27', whole: false, baseline: false });
    expect(riskCountPlan({ lastDay: LAST_DAY, baselineDay: '2026-11-21' }, LAST_DAY)).toMatchObject(
      {
        from: LAST_DAY,
        whole: false,
        baseline: true,
      },
    );
    expect(riskCountPlan({ lastDay: '2026-08-31', baselineDay: 'never' }, LAST_DAY)).toMatchObject({
      from: '2026-08-31',
      whole: false,
      baseline: true,
    });
  });

  it('keeps the days counted before and takes the days counted now, shifted to end today', () => {
    const previous = Array.from({ length: RISK_DAYS }, (_, at) => at + 1); // 1..90, 90 on 11-26
    const merged = mergedSeries({
      previous,
      previousLastDay: '2026-11-26',
      fresh: new Map([
        ['2026-11-26', 7],
        ['2026-11-28', 2],
      ]),
      from: '2026-11-26',
      today: LAST_DAY,
    });
    expect(merged).toHaveLength(RISK_DAYS);
    // The two oldest days fell out of the window; 11-27 was counted now, with nothing.
    expect(merged.slice(0, 2)).toEqual([3, 4]);
    expect(merged.slice(-4)).toEqual([89, 7, 0, 2]);
    expect(
      mergedSeries({
        previous: null,
        previousLastDay: null,
        fresh: new Map([['2026-08-31', 5]]),
        from: '2026-08-31',
        today: LAST_DAY,
      })[0],
    ).toBe(5);
  });

  it('counts items by day', () => {
    expect(countByDay(['a1', 'a2', 'b1'], (item) => item[0]!)).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
  });
});

describe('the snapshot as stored', () => {
  it('writes a series with its runs of quiet days short, and reads it back', () => {
    const counts = Array.from({ length: RISK_DAYS }, () => 0);
    counts[85] = 3;
    counts[87] = 12;
    expect(encodeSeries(counts)).toBe('0*85,3,0,12,0*2');
    expect(decodeSeries('0*85,3,0,12,0*2')).toEqual(counts);
    expect(decodeSeries(encodeSeries(Array.from({ length: RISK_DAYS }, (_, at) => at)))).toEqual(
      Array.from({ length: RISK_DAYS }, (_, at) => at),
    );
  });

  it('reads a series that is not 90 whole numbers as none', () => {
    expect(decodeSeries('0*89')).toBeNull();
    expect(decodeSeries('0*91')).toBeNull();
    expect(decodeSeries('0*89,-1')).toBeNull();
    expect(decodeSeries('0*89,x')).toBeNull();
    expect(decodeSeries(42)).toBeNull();
  });

  it('reads a snapshot, its series unreadable as 0s, its centres by number; none without a day', () => {
    const toDate = (value: unknown) => (value instanceof Date ? value : null);
    const computedAt = new Date('2026-11-28T09:40:00Z');
    const stored = {
      computedAt,
      computedBy: 'j.okafor@larkfieldawards.example',
      computedByUid: 'staff-okafor',
      lastDay: LAST_DAY,
      baselineDay: '2026-11-25',
      centres: {
        '90210': { name: 'Harbour', status: 'suspended', baseline: 4, added: '0*89,2' },
        '87583': { name: 'Leeds', status: 'active', baseline: 'many', added: 'junk' },
      },
    };
    const snapshot = centreRiskSnapshotFrom(stored, toDate);
    expect(snapshot?.centres.map((c) => [c.centreNumber, c.status, c.baseline])).toEqual([
      ['87583', 'active', 0],
      ['90210', 'suspended', 4],
    ]);
    expect(snapshot?.centres[1]?.series.added.at(-1)).toBe(2);
    expect(snapshot?.centres[0]?.series.added.every((value) => value === 0)).toBe(true);
    expect(centreRiskSnapshotFrom({ ...stored, lastDay: 'yesterday' }, toDate)).toBeNull();
    expect(centreRiskSnapshotFrom(undefined, toDate)).toBeNull();
  });

  it('measures a value as Firestore counts it', () => {
    expect(storedSize('abc')).toBe(4);
    expect(storedSize({ ab: 1, c: ['x', true] })).toBe(3 + 8 + 2 + 2 + 1);
  });

  it('is what the plan keeps, read back as counted, with exactly its keys', () => {
    const centres = [
      centre('87583', { added: { 0: 4, 9: 42 }, late: { 9: 6 } }, 360),
      centre('90210'),
    ];
    const actor = { uid: 'staff-okafor', email: 'j.okafor@larkfieldawards.example' };
    const at = new Date('2026-11-28T09:40:00Z');
    const plan = planCentreRiskSnapshot({
      centres,
      lastDay: LAST_DAY,
      baselineDay: LAST_DAY,
      actor,
    });
    const stored = appliedInMemory(new Map(), plan, at).get(snapshotPathOf(CENTRE_RISK_SNAPSHOT));
    expect(Object.keys(stored ?? {}).sort()).toEqual([...RISK_SNAPSHOT_KEYS].sort());
    const read = centreRiskSnapshotFrom(stored, (value) => (value instanceof Date ? value : null));
    expect(read).toEqual({
      computedAt: at,
      computedBy: actor.email,
      lastDay: LAST_DAY,
      baselineDay: LAST_DAY,
      centres,
    });
  });
});
