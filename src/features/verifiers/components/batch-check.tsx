import { FileDrop } from '@/components/file-drop';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { batchTemplateCsv } from '@/domain/batch-check';
import type { VerifierAccount } from '@/domain/verifiers';
import { downloadFile } from '@/lib/download-file';

import { useBatchCheck } from '../hooks/use-batch-check';
import { canRun, sendableRows } from '../utils/batch-screen';
import { BatchProblems } from './batch-problems';
import { BatchProgress } from './batch-progress';
import { BatchResults } from './batch-results';

/**
 * The batch check (docs/decisions/030-verifier-batch-checks.md): the template, a file read in the
 * browser (nothing is sent until Run), the lawful basis, the run, and its results.
 */
export function BatchCheck({ account }: { account: VerifierAccount }) {
  const { state, readFile, run, cancel, confirmBasis, reset } = useBatchCheck(account);
  const running = state.phase === 'running';
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        {account.organisation} may check {account.dailyAllowance.toLocaleString('en-GB')} rows a
        day. Your references stay in this browser: only the number and names are checked.
      </p>
      <Button
        variant="outline"
        onClick={() => downloadFile('batch-check-template.csv', batchTemplateCsv())}
      >
        Download the template (CSV)
      </Button>
      {state.phase !== 'done' && !running && <FileDrop onFile={(file) => void readFile(file)} />}
      {state.fileName && <p className="font-semibold text-slate-900">File: {state.fileName}</p>}
      {state.phase === 'checked' && (
        <>
          <BatchProblems fileErrors={state.fileErrors} rows={state.rows} />
          {state.fileErrors.length === 0 && sendableRows(state).length > 0 && (
            <CheckboxField
              label="We have each candidate’s consent or another lawful basis to check their certificate."
              checked={state.basisConfirmed}
              onChange={(event) => confirmBasis(event.target.checked)}
            />
          )}
          {state.failure && (
            <Alert tone="error" title="The check stopped" role="alert">
              {state.failure}
            </Alert>
          )}
          <Button disabled={!canRun(state)} onClick={() => void run()}>
            Run the check of {sendableRows(state).length.toLocaleString('en-GB')}{' '}
            {sendableRows(state).length === 1 ? 'row' : 'rows'}
          </Button>
        </>
      )}
      {running && (
        <BatchProgress
          done={state.progress.done}
          total={state.progress.total}
          elapsedMs={state.progress.lastAt - state.progress.startedAt}
          onCancel={cancel}
        />
      )}
      {state.phase === 'done' && state.receiptId && (
        <>
          <BatchResults rows={state.rows} outcomes={state.outcomes} receiptId={state.receiptId} />
          <Button variant="outline" onClick={reset}>
            Check another file
          </Button>
        </>
      )}
    </div>
  );
}
