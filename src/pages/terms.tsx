import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function TermsPage() {
  return (
    <>
      <PageMeta title="Terms and Conditions" description="Terms and Conditions" />
      <PageHero title="Terms and Conditions" />
    </>
  );
}
