import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function CentresPage() {
  return (
    <>
      <PageMeta title="Centres" description="Centres" />
      <PageHero title="Centres" />
    </>
  );
}
