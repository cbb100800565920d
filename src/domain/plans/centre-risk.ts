import { encodeSeries, riskSeriesNames, type CentreRisk } from '../centre-risk';
import type { StaffActor } from '../staff';
import { SERVER_TIME, type PlannedWrite } from './plan';
import { snapshotPathOf } from './centre-figures';

/** The one document the centres' risk figures are kept in, beside the centres' figures. */
export const CENTRE_RISK_SNAPSHOT = 'centreRisk';

/**
 * The centres' risk figures as an admin's browser counted them (docs/decisions/032-fraud-signals.md),
 * in one document under the centres' numbers: each centre's name, status and baseline, and each
 * series as its short text (encodeSeries); with the days they end on and when (the server's time)
 * and by whom they were counted. It replaces the snapshot before it; no event records it.
 */
export function planCentreRiskSnapshot({
  centres,
  lastDay,
  baselineDay,
  actor,
}: {
  centres: readonly CentreRisk[];
  lastDay: string;
  baselineDay: string;
  actor: StaffActor;
}): { writes: PlannedWrite[] } {
  const byNumber = Object.fromEntries(
    centres.map((centre) => [
      centre.centreNumber,
      {
        name: centre.name,
        status: centre.status,
        baseline: centre.baseline,
        ...Object.fromEntries(
          riskSeriesNames.map((name) => [name, encodeSeries(centre.series[name])]),
        ),
      },
    ]),
  );
  return {
    writes: [
      {
        op: 'set',
        path: snapshotPathOf(CENTRE_RISK_SNAPSHOT),
        data: {
          computedAt: SERVER_TIME,
          computedBy: actor.email,
          computedByUid: actor.uid,
          lastDay,
          baselineDay,
          centres: byNumber,
        },
      },
    ],
  };
}
