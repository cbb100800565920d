import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function AddCertificatePage() {
  return (
    <>
      <PageMeta title="Add Certificate" description="Add Certificate" />
      <PageHero title="Add Certificate" />
    </>
  );
}
