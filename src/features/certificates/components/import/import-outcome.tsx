import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

import type { ImportRunResult } from '../../api/import-certificates';
import { count } from '../../utils/import-text';

/** How a run ended: what it imported, what it found done before, what failed; Resume if cut short. */
export function ImportOutcome({
  result,
  onDownload,
  onResume,
}: {
  result: ImportRunResult;
  onDownload: () => void;
  onResume: () => void;
}) {
  const imported = result.outcomes.filter((row) => row.outcome === 'imported').length;
  const earlier = result.outcomes.filter((row) => row.outcome === 'already imported').length;
  const failed = result.outcomes.filter((row) => row.outcome === 'failed').length;
  const cancelled = result.status === 'cancelled';
  return (
    <Alert
      tone={failed > 0 || cancelled ? 'error' : 'success'}
      role="alert"
      title={cancelled ? 'Import cancelled' : 'Import finished'}
    >
      <p>
        {count(imported)} imported now
        {earlier > 0 ? `, ${count(earlier)} already imported before` : ''}
        {failed > 0 ? `, ${count(failed)} failed (see the results file)` : ''}.
        {cancelled ? ' Choose Resume to import the rest; nothing is imported twice.' : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={onDownload}>Download the results (CSV)</Button>
        {cancelled ? (
          <Button variant="outline" onClick={onResume}>
            Resume
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
