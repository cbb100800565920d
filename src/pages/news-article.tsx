import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function NewsArticlePage() {
  return (
    <>
      <PageMeta title="News" description="News" />
      <PageHero title="News" />
    </>
  );
}
