import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/page-meta';
import { AddCertificateForm } from '@/features/certificates/components/add-certificate-form';
import { ReplaceCertificate } from '@/features/certificates/components/replace-certificate';
import { useStaffRole } from '@/features/auth/session-context';

export default function DashboardAddCertificatePage() {
  const role = useStaffRole();
  const [searchParams] = useSearchParams();
  const replaces = searchParams.get('replaces');
  const title = replaces ? 'Replace Certificate' : 'Add Certificate';
  return (
    <>
      <PageMeta
        title={title}
        description={
          replaces
            ? 'Record a replacement for a certificate.'
            : 'Record a new certificate for a learner.'
        }
      />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-700">
          {replaces
            ? 'Record a corrected or replacement certificate. Both numbers are new, and the certificate it replaces keeps its numbers on the register for ever.'
            : 'Record a certificate as it is awarded. Both numbers are generated for you and checked against the register when you save, and the certificate can be verified straight away.'}
        </p>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {replaces ? (
            <ReplaceCertificate key={replaces} certificateId={replaces} role={role} />
          ) : (
            <AddCertificateForm role={role} />
          )}
        </div>
      </div>
    </>
  );
}
