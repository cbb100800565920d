import { PageMeta } from '@/components/page-meta';
import { useStaffRole } from '@/features/auth/session-context';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { LearnerRequestsPanel } from '@/features/learner-requests/components/learner-requests-panel';

export default function DashboardHomePage() {
  const role = useStaffRole();
  return (
    <>
      <PageMeta
        title="Welcome to your Dashboard"
        description="Your overview of certificates, learners and verification activity."
      />
      <DashboardHome role={role} />
      <LearnerRequestsPanel role={role} />
    </>
  );
}
