import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';

import type { useCertificateStanding } from '../hooks/use-certificate-standing';

type StandingNoticesProps = {
  /** The standing's query, as useCertificateStanding gives it. */
  standing: ReturnType<typeof useCertificateStanding>;
};

/** The standing loading, failed to load (with Retry), or gone from the register. */
export function StandingNotices({ standing }: StandingNoticesProps) {
  return (
    <>
      {standing.isPending ? <p className="text-sm text-slate-700">Loading the status...</p> : null}
      {standing.isError ? (
        <Alert tone="error" role="alert" title="The status could not be loaded.">
          <p>{failureMessage(standing.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void standing.refetch()}
          >
            Retry
          </Button>
        </Alert>
      ) : null}
      {standing.isSuccess && !standing.data?.certificate ? (
        <Alert tone="error" role="alert" title="This certificate is no longer on the register." />
      ) : null}
    </>
  );
}
