import { PageMeta } from '@/components/page-meta';
import { Alert } from '@/components/ui/alert';
import { env } from '@/config/env';
import { isAdminRole } from '@/domain/staff';
import { AttemptHistory } from '@/features/audit/components/record-histories';
import { useStaffRole } from '@/features/auth/session-context';
import { VisitorChecks } from '@/features/check-records/components/visitor-checks';
import { firestoreReviewApi, type ReviewApi } from '@/features/review/api/review-api';
import { sampleQuery } from '@/features/review/api/sample-query';
import { VerificationReview } from '@/features/review/components/verification-review';
import { staffChecker } from '@/features/verification/api/staff-checker';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';

/**
 * On the local emulators only, where made-up records harm nobody: a sample attempt, made by
 * checking details that match nothing, as a visitor's failed check is made.
 */
async function createSampleAttempt(): Promise<void> {
  const outcome = await verifyCertificate(sampleQuery(), staffChecker);
  if (outcome.status !== 'failed')
    throw new Error(`The sample check did not fail: ${outcome.status}`);
}

const reviewApi: ReviewApi = env.useEmulators
  ? { ...firestoreReviewApi, createSampleAttempt }
  : firestoreReviewApi;

export default function DashboardReviewCertificatesPage() {
  const role = useStaffRole();
  if (!isAdminRole(role)) {
    // The review queue is the awarding body's (docs/decisions/027-centres.md); nothing is read.
    return (
      <>
        <PageMeta title="Verification Review" description="Failed verification attempts." />
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Verification Review</h1>
        <div className="mt-6 max-w-3xl">
          <Alert tone="info" role="none" title="The awarding body reviews failed checks.">
            <p>
              Checks on the public verification page that match no certificate are reviewed by the
              awarding body’s administrators. Contact them if a learner’s certificate does not
              verify.
            </p>
          </Alert>
        </div>
      </>
    );
  }
  return (
    <>
      <PageMeta
        title="Verification Review"
        description="Review failed and suspicious verification attempts."
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Verification Review</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every check on the public verification page that matches no certificate is recorded here.
        Flag an attempt as suspicious if it may be someone presenting a false certificate, mark it
        under investigation while you look into it, and mark it investigated once it is closed. Each
        step records your e-mail address and the time.
      </p>
      <div className="mt-6">
        <VerificationReview
          api={reviewApi}
          history={(attempt) => (
            <>
              <VisitorChecks attemptId={attempt.id} />
              <AttemptHistory attempt={attempt} />
            </>
          )}
        />
      </div>
    </>
  );
}
