import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function HomePage() {
  return (
    <>
      <PageMeta title="Home" description="Home" />
      <PageHero title="Home" />
    </>
  );
}
