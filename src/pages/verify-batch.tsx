import { Container } from '@/components/layout/container';
import { PageMeta } from '@/components/page-meta';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';
import { BatchCheck } from '@/features/verifiers/components/batch-check';

/** An employer's batch check, behind the verifiers' guard (src/app/verifier-only.tsx). */
export default function VerifyBatchPage() {
  const { verifier } = useSession();
  return (
    <>
      <PageMeta
        title="Check candidates’ certificates"
        description="Check up to 1,000 candidates’ certificates at once, with a receipt."
      />
      <Container className="py-10 sm:py-12">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Check candidates’ certificates
        </h1>
        <p className="mt-2 text-slate-700">
          <Link to={paths.verifyHistory.getHref()}>Your batch checks of the last 90 days</Link>,
          with their receipts and results.
        </p>
        {verifier && (
          <div className="mt-6">
            <BatchCheck account={verifier} />
          </div>
        )}
      </Container>
    </>
  );
}
