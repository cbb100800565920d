import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function SupportHubPage() {
  return (
    <>
      <PageMeta title="Support Hub" description="Support Hub" />
      <PageHero title="Support Hub" />
    </>
  );
}
