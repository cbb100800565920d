import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function ReviewCertificatesPage() {
  return (
    <>
      <PageMeta title="Verification Review" description="Verification Review" />
      <PageHero title="Verification Review" />
    </>
  );
}
