import { useReducer, useRef } from 'react';

import { checkBatchFile } from '@/domain/batch-check';
import type { VerifierAccount } from '@/domain/verifiers';
import { decodeUtf8, parseCsv } from '@/lib/csv-file';
import { failureMessage } from '@/lib/failure-message';

import { runBatchCheck } from '../api/run-batch';
import { verifierChecker } from '../api/verifier-checker';
import { batchScreenReducer, initialBatchScreen, sendableRows } from '../utils/batch-screen';

/** The batch page's state and its steps: read a file (the dry run), run it, cancel it. */
export function useBatchCheck(account: VerifierAccount) {
  const [state, dispatch] = useReducer(batchScreenReducer, initialBatchScreen);
  const running = useRef<AbortController | null>(null);

  async function readFile(file: File) {
    const checked = checkBatchFile(parseCsv(decodeUtf8(await file.arrayBuffer())));
    dispatch({
      type: 'file-read',
      fileName: file.name,
      fileErrors: checked.ok ? [] : checked.fileErrors,
      rows: checked.ok ? checked.rows : [],
    });
  }

  async function run() {
    const rows = sendableRows(state);
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'run-started', total: rows.length, at: Date.now() });
    try {
      const { receiptId, outcomes } = await runBatchCheck({
        checker: await verifierChecker(account.uid),
        organisation: account.organisation,
        dailyAllowance: account.dailyAllowance,
        rows,
        signal: controller.signal,
        onProgress: ({ done }) => dispatch({ type: 'progress', done, at: Date.now() }),
      });
      dispatch({ type: 'run-finished', receiptId, outcomes });
    } catch (error) {
      dispatch({ type: 'run-failed', message: failureMessage(error) });
    } finally {
      running.current = null;
    }
  }

  return {
    state,
    readFile,
    run,
    cancel: () => running.current?.abort(),
    confirmBasis: (confirmed: boolean) => dispatch({ type: 'basis', confirmed }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
