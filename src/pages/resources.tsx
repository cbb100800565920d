import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function ResourcesPage() {
  return (
    <>
      <PageMeta title="Resources" description="Resources" />
      <PageHero title="Resources" />
    </>
  );
}
