import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function StudentListPage() {
  return (
    <>
      <PageMeta title="Student List" description="Student List" />
      <PageHero title="Student List" />
    </>
  );
}
