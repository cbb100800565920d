import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function JoinPage() {
  return (
    <>
      <PageMeta title="Join" description="Join" />
      <PageHero title="Join" />
    </>
  );
}
