import { describe, expect, it } from 'vitest';

import {
  riskFiguresOf,
  riskFlagsOf,
  RISK_DAYS,
  riskSeriesNames,
  isRecordedLate,
  type CentreRisk,
} from '../../../src/domain/centre-risk';
import { toIsoDay } from '../../../src/domain/iso-day';
import { BURST_CENTRE, BURST_COUNT, BURST_LATE, demoBurst } from './demo-burst';

const now = new Date('2026-11-28T12:00:00Z');

describe('the demo burst', () => {
  it('flags its centre with the most added on one day and the awards recorded late', () => {
    const burst = demoBurst(now, ['Course A', 'Course B'], []);
    expect(burst).toHaveLength(BURST_COUNT);
    expect(new Set(burst.map((c) => c.details.certificateNumber)).size).toBe(BURST_COUNT);
    expect(burst.every((c) => c.details.centreNumber === BURST_CENTRE)).toBe(true);
    const day = toIsoDay(burst[0]!.createdAt);
    expect(burst.every((c) => toIsoDay(c.createdAt) === day)).toBe(true);
    const late = burst.filter((c) => isRecordedLate(c.details.awardedDate, day)).length;
    expect(late).toBe(BURST_LATE);

    const series = Object.fromEntries(
      riskSeriesNames.map((name) => [name, Array.from({ length: RISK_DAYS }, () => 0)]),
    ) as CentreRisk['series'];
    series.added[RISK_DAYS - 4] = BURST_COUNT;
    series.late[RISK_DAYS - 4] = late;
    const centre: CentreRisk = {
      centreNumber: BURST_CENTRE,
      name: 'Tyneside',
      status: 'active',
      baseline: 3,
      series,
    };
    const kinds = riskFlagsOf(riskFiguresOf(centre, toIsoDay(now), 30)).map((flag) => flag.kind);
    expect(kinds).toEqual(['peak', 'late']);
  });
});
