import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { SNAPSHOT_MAX_AGE_HOURS } from '@/domain/centre-figures';
import { formatDateTime } from '@/domain/dates';
import type { CentreFiguresView } from '@/lib/centre-figures-query';

/**
 * How old the centres' figures are (docs/decisions/029-figures-at-scale.md): 'Figures as of 27
 * Nov 2026, 09:40' with Refresh, which counts every centre afresh; while a count runs, 'Counting
 * the figures of every centre…'; a count or a read that failed, with Retry.
 */
export function CentreFiguresAge({ figures }: { figures: CentreFiguresView }) {
  const { snapshot, counting, countFailure, readFailed } = figures;
  if (readFailed) {
    return (
      <div className="mt-3">
        <LoadFailure
          tone="info"
          title="The figures of each centre could not be loaded."
          onRetry={figures.retryRead}
        />
      </div>
    );
  }
  return (
    <div className="mt-2 space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        {snapshot ? (
          <p>
            Figures as of{' '}
            <time dateTime={snapshot.computedAt.toISOString()}>
              {formatDateTime(snapshot.computedAt)}
            </time>
            <span className="sr-only">
              , counted again when they are {SNAPSHOT_MAX_AGE_HOURS} hours old
            </span>
          </p>
        ) : snapshot === null && !counting ? (
          <p>No figures have been counted yet.</p>
        ) : null}
        <p role="status" className={counting ? 'font-medium text-brand-900' : 'sr-only'}>
          {counting ? 'Counting the figures of every centre…' : ''}
        </p>
        {snapshot !== undefined && !counting ? (
          <Button variant="outline" size="sm" onClick={figures.refresh}>
            Refresh
          </Button>
        ) : null}
      </div>
      {countFailure && !counting ? (
        <Alert tone="error" role="alert" title="The figures could not be counted.">
          <p>{countFailure}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={figures.refresh}>
            Retry
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
