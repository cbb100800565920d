import { PageMeta } from '@/components/page-meta';
import { Alert } from '@/components/ui/alert';
import { isAdminRole } from '@/domain/staff';
import { useStaffRole } from '@/features/auth/session-context';
import { StaffDirectory } from '@/features/dashboard/components/staff-directory';

export default function DashboardStaffPage() {
  const role = useStaffRole();
  return (
    <>
      <PageMeta title="Staff" description="Everyone with staff access to the register." />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Staff</h1>
      {isAdminRole(role) ? (
        <>
          <p className="mt-2 max-w-3xl text-slate-700">
            Everyone who can sign in to the dashboard, what they reach, and who gave them access.
            Access is given and taken away with <code>npm run staff</code> on an administrator’s
            machine; each change is recorded on Activity.
          </p>
          <div className="mt-6">
            <StaffDirectory />
          </div>
        </>
      ) : (
        // The directory is the awarding body's (docs/decisions/027-centres.md); nothing is read.
        <div className="mt-6 max-w-3xl">
          <Alert tone="info" role="none" title="The awarding body manages staff access.">
            <p>
              Staff access is given and taken away by the awarding body’s administrators. Contact
              them to add or remove a colleague.
            </p>
          </Alert>
        </div>
      )}
    </>
  );
}
