import { PageMeta } from '@/components/page-meta';
import { useStaffRole } from '@/features/auth/session-context';
import { ImportCertificates } from '@/features/certificates/components/import/import-certificates';

export default function DashboardImportCertificatesPage() {
  const role = useStaffRole();
  return (
    <>
      <PageMeta
        title="Import Certificates"
        description="Record a cohort's certificates from a CSV file."
      />
      <div className="max-w-4xl">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Import Certificates</h1>
        <p className="mt-2 text-slate-700">
          Record many certificates at once from a spreadsheet saved as CSV. Every row is checked
          before anything is written, each certificate is recorded exactly as Add Certificate
          records one, and a file uploaded again creates nothing twice.
        </p>
        <div className="mt-6">
          <ImportCertificates role={role} />
        </div>
      </div>
    </>
  );
}
