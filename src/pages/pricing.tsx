import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function PricingPage() {
  return (
    <>
      <PageMeta title="Pricing" description="Pricing" />
      <PageHero title="Pricing" />
    </>
  );
}
