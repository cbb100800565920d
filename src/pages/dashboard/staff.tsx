import { useLocation } from 'react-router-dom';

import { PageMeta } from '@/components/page-meta';
import { verifierInviteFromState } from '@/domain/verifiers';
import { AdminsOnly } from '@/features/auth/components/admins-only';
import { useSession } from '@/features/auth/session-context';
import { StaffScreen } from '@/features/staff/components/staff-screen';

const notice = {
  title: 'The awarding body manages staff access.',
  text: 'Staff are invited and removed by the awarding body’s administrators. Contact them to add or remove a colleague.',
};

export default function DashboardStaffPage() {
  const { user } = useSession();
  // Opened from a request for a verifier account: the invitation's form is filled in from it.
  const { state } = useLocation();
  return (
    <>
      <PageMeta title="Staff" description="Everyone with staff access to the register." />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Staff</h1>
      <AdminsOnly notice={notice}>
        <p className="mt-2 max-w-3xl text-slate-700">
          Everyone who can sign in to the dashboard, what they reach, and who gave them access.
          Invite a colleague by e-mail; remove someone and their access ends with their next
          request. Each change is recorded on Activity.
        </p>
        <div className="mt-6">
          <StaffScreen selfUid={user?.uid ?? ''} inviteVerifier={verifierInviteFromState(state)} />
        </div>
      </AdminsOnly>
    </>
  );
}
