import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function AccessibilityPage() {
  return (
    <>
      <PageMeta title="Accessibility Statement" description="Accessibility Statement" />
      <PageHero title="Accessibility Statement" />
    </>
  );
}
