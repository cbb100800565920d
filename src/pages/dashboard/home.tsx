import { PageMeta } from '@/components/page-meta';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';

export default function DashboardHomePage() {
  return (
    <>
      <PageMeta
        title="Welcome to your Dashboard"
        description="Your overview of certificates, learners and verification activity."
      />
      <DashboardHome />
    </>
  );
}
