import { PageMeta } from '@/components/page-meta';
import { Alert } from '@/components/ui/alert';
import { isAdminRole } from '@/domain/staff';
import { useStaffRole } from '@/features/auth/session-context';
import { CentresManager } from '@/features/dashboard/components/centres-manager';

export default function DashboardCentresPage() {
  const role = useStaffRole();
  return (
    <>
      <PageMeta
        title="Centres"
        description="The approved training centres: add, suspend and reactivate them."
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Centres</h1>
      {isAdminRole(role) ? (
        <>
          <p className="mt-2 max-w-3xl text-slate-700">
            Every training centre approved to issue certificates, with its figures. A suspended
            centre’s staff can sign in and read its learners but add nothing; its certificates keep
            verifying. Each change is recorded on Activity.
          </p>
          <div className="mt-6">
            <CentresManager />
          </div>
        </>
      ) : (
        // The centres are the awarding body's (docs/decisions/027-centres.md); nothing is read.
        <div className="mt-6 max-w-3xl">
          <Alert tone="info" role="none" title="The awarding body manages the centres.">
            <p>
              Centres are approved, suspended and reactivated by the awarding body’s administrators.
              Contact them about your centre’s approval.
            </p>
          </Alert>
        </div>
      )}
    </>
  );
}
