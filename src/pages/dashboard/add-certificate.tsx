import { PageMeta } from '@/components/page-meta';
import { AddCertificateForm } from '@/features/certificates/components/add-certificate-form';

export default function DashboardAddCertificatePage() {
  return (
    <>
      <PageMeta title="Add Certificate" description="Record a new certificate for a learner." />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Add Certificate</h1>
        <p className="mt-2 text-slate-700">
          Record a certificate as it is awarded. Both numbers are generated for you and checked
          against the register when you save, and the certificate can be verified straight away.
        </p>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <AddCertificateForm />
        </div>
      </div>
    </>
  );
}
