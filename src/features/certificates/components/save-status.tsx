import { Alert } from '@/components/ui/alert';

import type { SaveStatus } from '../utils/add-status';

/**
 * The save's progress and outcome. The live region is always in the page, so each new message
 * is announced as it replaces the last.
 */
export function SaveStatusMessage({ status }: { status: SaveStatus | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {status?.tone === 'progress' ? (
        <p className="flex items-center gap-3 rounded-lg bg-slate-50 p-4 font-medium text-slate-800">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          />
          {status.text}
        </p>
      ) : null}
      {status?.tone === 'success' ? (
        <Alert tone="success" role="none" title={status.text}>
          {status.detail}
        </Alert>
      ) : null}
      {status?.tone === 'error' ? (
        <Alert tone="error" role="none">
          <p className="font-semibold">{status.text}</p>
        </Alert>
      ) : null}
    </div>
  );
}
