import { PageMeta } from '@/components/page-meta';

export default function DashboardHomePage() {
  return (
    <>
      <PageMeta
        title="Welcome to your Dashboard"
        description="Your overview of certificates, learners and verification activity."
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Welcome to your Dashboard</h1>
    </>
  );
}
