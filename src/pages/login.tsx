import { PageMeta } from '@/components/page-meta';
import { PageHero } from '@/components/layout/page-hero';

export default function LoginPage() {
  return (
    <>
      <PageMeta title="Login to Your Account" description="Login to Your Account" />
      <PageHero title="Login to Your Account" />
    </>
  );
}
