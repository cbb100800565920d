import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function BusinessesPage() {
  return (
    <>
      <PageMeta title="Businesses" description="Businesses" />
      <PageHero title="Businesses" />
    </>
  );
}
