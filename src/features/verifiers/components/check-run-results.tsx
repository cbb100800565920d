import { useQuery } from '@tanstack/react-query';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { labelCounts } from '@/domain/batch-check';
import { runResultsCsv, runRowLabel, runRows } from '@/domain/batch-history';
import { formatDateTime } from '@/domain/dates';
import { downloadFile } from '@/lib/download-file';
import { failureMessage } from '@/lib/failure-message';

import { firestoreCheckHistoryApi, type CheckHistoryApi } from '../api/check-history';
import { checkHistoryQueries } from '../api/check-history-queries';
import { RunResultsTable } from './run-results-table';

type CheckRunResultsProps = {
  uid: string;
  receiptId: string;
  /** The reads of the verifier's history; tests pass their own. */
  api?: CheckHistoryApi;
};

/**
 * One of the verifier's runs, as its results were kept: each row of the file by its place, in
 * the batch page's words, with its receipt and the results as CSV.
 */
export function CheckRunResults({
  uid,
  receiptId,
  api = firestoreCheckHistoryApi,
}: CheckRunResultsProps) {
  const {
    data: run,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery(checkHistoryQueries.run(api, uid, receiptId));
  const back = <Link to={paths.verifyHistory.getHref()}>All your checks</Link>;

  if (isPending) return <PageLoading label="Loading the results…" />;
  if (isError) {
    return (
      <LoadFailure title="The results could not be loaded." onRetry={() => void refetch()}>
        {failureMessage(error)}
      </LoadFailure>
    );
  }
  if (!run) {
    return (
      <Alert tone="error" title="No such check" role="alert">
        <p>None of your checks of the last 90 days has this receipt.</p>
        <p className="mt-2">{back}</p>
      </Alert>
    );
  }
  const rows = runRows(run.batches, run.results, run.rowCount);
  const receiptHref = paths.receipt.getHref(receiptId);
  const receiptAddress = `${window.location.origin}${receiptHref}`;
  return (
    <section aria-labelledby="run-results" className="space-y-4">
      <p>{back}</p>
      <h2 id="run-results" className="text-xl font-bold text-brand-900">
        Check of {formatDateTime(run.at)}
      </h2>
      <p className="text-slate-700">{labelCounts(rows.map(runRowLabel))}</p>
      <p className="break-all text-slate-700">
        Receipt: <Link to={receiptHref}>{receiptAddress}</Link>
      </p>
      <p className="text-slate-700">
        Row 1 is the first candidate of the file you checked. Names, numbers and your references
        were never kept, nor whether a claimed qualification or date differed: each row says what
        the register said of the certificate at the time. A row with no result kept named the same
        certificate as an earlier row, or the run stopped before its result was kept.
      </p>
      <Button
        onClick={() =>
          downloadFile(`check-results-${receiptId}.csv`, runResultsCsv(rows, receiptAddress))
        }
      >
        Download the results (CSV)
      </Button>
      <RunResultsTable rows={rows} />
    </section>
  );
}
