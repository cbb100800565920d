import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function QualificationsPage() {
  return (
    <>
      <PageMeta title="Qualifications" description="Qualifications" />
      <PageHero title="Qualifications" />
    </>
  );
}
