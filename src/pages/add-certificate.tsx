import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';

export default function AddCertificatePage() {
  return (
    <>
      <PageMeta title="Add Certificate" description="Record a new certificate for a learner." />
      <PageHero title="Add Certificate" />
    </>
  );
}
