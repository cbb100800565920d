import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function VerifyPage() {
  return (
    <>
      <PageMeta title="Verify a Certificate" description="Verify a Certificate" />
      <PageHero title="Verify a Certificate" />
    </>
  );
}
