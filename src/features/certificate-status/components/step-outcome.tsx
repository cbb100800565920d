import { Alert } from '@/components/ui/alert';
import { failureMessage } from '@/lib/failure-message';

type StepOutcomeProps = {
  /** What the last step did. */
  done: string | null;
  /** Why the last step failed, if it did. */
  error: unknown;
  failed: boolean;
};

/** What the last status step did, said politely, or why it failed, said at once. */
export function StepOutcome({ done, error, failed }: StepOutcomeProps) {
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {done ? <Alert tone="success" role="none" title={done} /> : null}
      </div>
      {failed ? (
        <Alert tone="error" role="alert" title="The status was not changed.">
          <p>{failureMessage(error)}</p>
        </Alert>
      ) : null}
    </>
  );
}
