import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { CheckRun } from '@/domain/batch-history';
import { formatDateTime } from '@/domain/dates';

import { firestoreCheckHistoryApi, type CheckHistoryApi } from '../api/check-history';
import { useCheckHistory } from '../hooks/use-check-history';

const candidates = (count: number) =>
  `${count.toLocaleString('en-GB')} candidate${count === 1 ? '' : 's'} checked`;

/** One run: when, how many rows, its results and its receipt. */
function RunEntry({ run }: { run: CheckRun }) {
  const receiptHref = paths.receipt.getHref(run.receiptId);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold">
        <Link data-run-link to={paths.verifyHistory.getHref(run.receiptId)}>
          Check of {formatDateTime(run.at)}
        </Link>
      </h3>
      <p className="mt-1 text-slate-700">{candidates(run.rows)}</p>
      <p className="mt-1 text-sm break-all text-slate-700">
        Receipt: <Link to={receiptHref}>{`${window.location.origin}${receiptHref}`}</Link>
      </p>
    </li>
  );
}

type CheckHistoryProps = {
  uid: string;
  /** The reads of the verifier's history; tests pass their own. */
  api?: CheckHistoryApi;
};

/** A verifier's runs of the last 90 days, newest first, a page at a time. */
export function CheckHistory({ uid, api = firestoreCheckHistoryApi }: CheckHistoryProps) {
  const { list, runs, nextPage, showMore, retry, listRef } = useCheckHistory(api, uid);

  if (list.status === 'loading') return <PageLoading label="Loading your checks…" />;
  if (list.status === 'error') {
    return (
      <LoadFailure title="Your checks could not be loaded." onRetry={retry}>
        {list.message}
      </LoadFailure>
    );
  }
  if (runs.length === 0 && !list.hasMore) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-bold text-brand-900">No checks in the last 90 days</h2>
        <p className="mt-2 text-slate-700">
          A file you check is listed here with its receipt for 90 days.{' '}
          <Link to={paths.verifyBatch.getHref()}>Check a file of candidates</Link>.
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="check-history" className="space-y-4">
      <h2 id="check-history" className="text-xl font-bold text-brand-900">
        Your checks, newest first
      </h2>
      <ul ref={listRef} aria-labelledby="check-history" className="space-y-3">
        {runs.map((run) => (
          <RunEntry key={run.receiptId} run={run} />
        ))}
      </ul>
      {list.hasMore && (
        <Button variant="outline" onClick={() => void showMore()} disabled={nextPage.loading}>
          {nextPage.loading ? 'Loading…' : 'Show more'}
        </Button>
      )}
      {nextPage.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          More checks could not be loaded. Please try again.
        </p>
      )}
    </section>
  );
}
