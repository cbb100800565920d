import { useSearchParams } from 'react-router-dom';

import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { site } from '@/config/site';
import { safeRedirect } from '@/domain/safe-redirect';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect'));

  return (
    <>
      <PageMeta
        title="Login to Your Account"
        description={`Sign in to the ${site.name} staff dashboard to record certificates, update learner records and review verification attempts.`}
      />
      <PageHero
        title="Login to Your Account"
        subtitle={`For staff of ${site.name} and our approved centres: record certificates, keep learner records up to date and review verification attempts.`}
      />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <LoginForm redirectTo={redirectTo} />
        </div>
      </Container>
    </>
  );
}
