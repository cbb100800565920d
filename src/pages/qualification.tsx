import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function QualificationPage() {
  return (
    <>
      <PageMeta title="Qualification" description="Qualification" />
      <PageHero title="Qualification" />
    </>
  );
}
