import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/page-meta';
import { prefillFromSearchParams } from '@/domain/verification-input';
import { staffChecker } from '@/features/verification/api/staff-checker';
import {
  verifyCertificate,
  type VerifyCertificate,
} from '@/features/verification/api/verify-certificate';
import { VerificationForm } from '@/features/verification/components/verification-form';

/** The staff member checks as themselves: logged like anyone's check, but not throttled. */
const verifyAsStaff: VerifyCertificate = (query) => verifyCertificate(query, staffChecker);

/** The public check, inside the dashboard, for staff answering an enquiry by phone or e-mail. */
export default function DashboardVerifyPage() {
  const [searchParams] = useSearchParams();
  const prefill = prefillFromSearchParams(searchParams);

  return (
    <>
      <PageMeta
        title="Verify a Certificate"
        description="Check a certificate against the register while answering an enquiry."
      />
      <div className="max-w-3xl">
        <div className="print:hidden">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Verify a Certificate</h1>
          <p className="mt-2 text-slate-700">
            Use this when an employer or learner asks you to confirm a certificate by phone or
            e-mail. It runs the same check as the public page, so an unsuccessful check is recorded
            in Review Certificates like any other.
          </p>
        </div>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:mt-0 print:border-0 print:p-0 print:shadow-none">
          {/* A new link or QR code scanned while on the page starts a fresh form. */}
          <VerificationForm
            key={`${prefill.certificateNumber}|${prefill.studentNumber}`}
            initialValues={prefill}
            verify={verifyAsStaff}
          />
        </div>
      </div>
    </>
  );
}
