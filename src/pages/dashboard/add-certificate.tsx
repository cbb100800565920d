import { PageMeta } from '@/components/page-meta';

export default function DashboardAddCertificatePage() {
  return (
    <>
      <PageMeta title="Add Certificate" description="Record a new certificate for a learner." />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Add Certificate</h1>
    </>
  );
}
