import { useSearchParams } from 'react-router-dom';

import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { prefillFromSearchParams } from '@/domain/verification-input';
import { ReportDisclosure } from '@/features/reports/components/report-disclosure';
import {
  checkPdfOnDemand,
  prepareCheck,
  verifyOnDemand,
} from '@/features/verification/api/check-on-demand';
import { PdfCheck } from '@/features/verification/components/pdf-check';
import { VerificationForm } from '@/features/verification/components/verification-form';
import { VerificationHelp } from '@/features/verification/components/verification-help';
import { KeepRecord } from '@/features/verifiers/components/keep-record';

export default function VerifyCertificatePage() {
  const [searchParams] = useSearchParams();
  const prefill = prefillFromSearchParams(searchParams);

  return (
    <>
      <PageMeta
        title="Verify a Certificate"
        description="Check that a Larkfield Awards certificate is genuine: enter the certificate or student number and the learner's name."
      />
      <div className="print:hidden">
        <PageHero
          title="Verify a Certificate"
          subtitle="Confirm in seconds that a certificate was awarded by us to the person named on it."
        />
      </div>
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-3 print:block print:max-w-none print:p-0">
        <div className="lg:col-span-2">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
            {/* A new link or QR code scanned while on the page starts a fresh form. */}
            <VerificationForm
              key={`${prefill.certificateNumber}|${prefill.studentNumber}`}
              initialValues={prefill}
              verify={verifyOnDemand}
              prepare={prepareCheck}
              afterAnswer={({ certificateNumber, check }) => (
                <>
                  {/* A new check's answer offers a record of that check, afresh. */}
                  <KeepRecord key={check.checkId} check={check} />
                  <ReportDisclosure certificateNumber={certificateNumber} />
                </>
              )}
            />
            <div className="print:hidden">
              <PdfCheck check={checkPdfOnDemand} />
            </div>
          </div>
        </div>
        <aside aria-label="About certificate verification" className="print:hidden">
          <VerificationHelp />
          <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
            <strong>I have a share code.</strong> A learner can give you a code instead of their
            details: <Link to={paths.shareView.getHref()}>view a shared certificate</Link>.
          </p>
        </aside>
      </Container>
    </>
  );
}
