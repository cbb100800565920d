import { PageMeta } from '@/components/page-meta';

export default function DashboardReviewCertificatesPage() {
  return (
    <>
      <PageMeta
        title="Verification Review"
        description="Review failed and suspicious verification attempts."
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Verification Review</h1>
    </>
  );
}
