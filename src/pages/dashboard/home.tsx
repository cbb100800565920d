import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function HomePage() {
  return (
    <>
      <PageMeta title="Welcome to your Dashboard" description="Welcome to your Dashboard" />
      <PageHero title="Welcome to your Dashboard" />
    </>
  );
}
