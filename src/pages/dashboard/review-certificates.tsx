import { PageMeta } from '@/components/page-meta';
import { env } from '@/config/env';
import { AttemptHistory, ReportHistory } from '@/features/audit/components/record-histories';
import { AdminsOnly } from '@/features/auth/components/admins-only';
import { VisitorChecks } from '@/features/check-records/components/visitor-checks';
import { firestoreReportReviewApi } from '@/features/review/api/report-review-api';
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

const reports = {
  api: firestoreReportReviewApi,
  history: (report: { id: string; lastEventId: string | null }) => (
    <ReportHistory report={report} />
  ),
};

const notice = {
  title: 'The awarding body reviews failed checks.',
  text: 'Checks on the public verification page that match no certificate are reviewed by the awarding body’s administrators. Contact them if a learner’s certificate does not verify.',
};

export default function DashboardReviewCertificatesPage() {
  return (
    <>
      <PageMeta
        title="Verification Review"
        description="Review failed and suspicious verification attempts."
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Verification Review</h1>
      <AdminsOnly notice={notice}>
        <p className="mt-2 max-w-3xl text-slate-700">
          Every check on the public verification page that matches no certificate is recorded here,
          and so is every row of an employer’s batch check that matches none, marked with the
          employer’s organisation. Flag an attempt as suspicious if it may be someone presenting a
          false certificate, mark it under investigation while you look into it, and mark it
          investigated once it is closed. Each step records your e-mail address and the time.
          Visitors&apos; reports of a certificate they doubt have a tab of their own: mark one under
          investigation while you look into it, and close it when you are done.
        </p>
        <div className="mt-6">
          <VerificationReview
            api={reviewApi}
            reports={reports}
            history={(attempt) => (
              <>
                {/* A batch check's miss was filed under its batch, not a visitor's check. */}
                {attempt.organisation ? null : <VisitorChecks attemptId={attempt.id} />}
                <AttemptHistory attempt={attempt} />
              </>
            )}
          />
        </div>
      </AdminsOnly>
    </>
  );
}
