import { useSearchParams } from 'react-router-dom';

import { Container } from '@/components/layout/container';
import { PageMeta } from '@/components/page-meta';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';
import { CheckHistory } from '@/features/verifiers/components/check-history';
import { CheckRunResults } from '@/features/verifiers/components/check-run-results';

/**
 * An employer's batch checks of the last 90 days, behind the verifiers' guard
 * (src/app/verifier-only.tsx); `?receipt=` opens one run's results.
 */
export default function VerifyHistoryPage() {
  const { verifier } = useSession();
  const [params] = useSearchParams();
  const receiptId = params.get('receipt');
  return (
    <>
      <PageMeta
        title="Your batch checks"
        description="Your batch checks of the last 90 days, with their receipts and results."
      />
      <Container className="py-10 sm:py-12">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Your batch checks</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Each file you checked in the last 90 days, with its receipt. A check’s record is removed
          90 days after it was made; its receipt stays, for anyone you gave it to.{' '}
          <Link to={paths.verifyBatch.getHref()}>Check candidates’ certificates</Link>
        </p>
        {verifier && (
          <div className="mt-6">
            {receiptId ? (
              <CheckRunResults uid={verifier.uid} receiptId={receiptId} />
            ) : (
              <CheckHistory uid={verifier.uid} />
            )}
          </div>
        )}
      </Container>
    </>
  );
}
