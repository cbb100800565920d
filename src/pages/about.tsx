import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function AboutPage() {
  return (
    <>
      <PageMeta title="About us" description="About us" />
      <PageHero title="About us" />
    </>
  );
}
