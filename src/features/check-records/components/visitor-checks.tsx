import { LoadFailure } from '@/components/ui/load-failure';
import { formatDateTime } from '@/domain/dates';
import { failureMessage } from '@/lib/failure-message';

import { firestoreCheckApi, type CheckApi } from '../api/check-api';
import { useVisitorChecks } from '../hooks/use-check-records';

type VisitorChecksProps = {
  attemptId: string;
  /** The database reads; tests pass their own. */
  api?: CheckApi;
};

function otherChecksText(count: number): string {
  if (count === 0) return 'No other checks by the same visitor in the 24 hours before this one.';
  const checks = count === 1 ? '1 other check' : `${count.toLocaleString('en-GB')} other checks`;
  return `${checks} by the same visitor in the 24 hours before this one:`;
}

/**
 * What the attempt's check says about the visitor who made it: their other checks in the 24
 * hours before, counted, the latest with their times. Many checks from one visitor is what
 * guessing looks like (docs/decisions/023-throttled-public-check.md).
 */
export function VisitorChecks({ attemptId, api = firestoreCheckApi }: VisitorChecksProps) {
  const checks = useVisitorChecks(api, attemptId);
  const data = checks.data;
  return (
    <section aria-label="The visitor’s other checks" className="mt-4 text-sm text-slate-800">
      <h3 className="font-semibold text-brand-900">The Visitor’s Other Checks</h3>
      {checks.isPending ? (
        <p className="mt-1 text-slate-700">Reading the visitor’s checks...</p>
      ) : null}
      {checks.isError ? (
        <div className="mt-2">
          <LoadFailure
            title="The visitor’s checks could not be read."
            onRetry={() => void checks.refetch()}
          >
            <p>{failureMessage(checks.error)}</p>
          </LoadFailure>
        </div>
      ) : null}
      {data && !data.found ? (
        <p className="mt-1 text-slate-700">
          Recorded before checks were logged: there is no record of the visitor’s other checks.
        </p>
      ) : null}
      {data?.found ? (
        <>
          <p className="mt-1">{otherChecksText(data.otherCount)}</p>
          {data.recentTimes.length > 0 ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {data.recentTimes.map((at, index) => (
                <li key={`${at.getTime()}-${index}`}>
                  <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>
                </li>
              ))}
            </ul>
          ) : null}
          {data.otherCount > data.recentTimes.length ? (
            <p className="mt-1 text-slate-700">
              and {(data.otherCount - data.recentTimes.length).toLocaleString('en-GB')} earlier.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
