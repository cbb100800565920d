import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function CookiesPage() {
  return (
    <>
      <PageMeta title="Cookie Policy" description="Cookie Policy" />
      <PageHero title="Cookie Policy" />
    </>
  );
}
