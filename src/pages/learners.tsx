import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function LearnersPage() {
  return (
    <>
      <PageMeta title="Learners" description="Learners" />
      <PageHero title="Learners" />
    </>
  );
}
