import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function PrivacyPage() {
  return (
    <>
      <PageMeta title="Privacy Policy" description="Privacy Policy" />
      <PageHero title="Privacy Policy" />
    </>
  );
}
