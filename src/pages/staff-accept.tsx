import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { site } from '@/config/site';
import { AcceptInvitation } from '@/features/auth/components/accept-invitation/accept-invitation';

export default function StaffAcceptPage() {
  return (
    <>
      <PageMeta
        title="Accept Your Invitation"
        description={`Accept an invitation to the ${site.name} staff dashboard: confirm your e-mail address and choose a password.`}
      />
      <PageHero
        title="Accept Your Invitation"
        subtitle={`You have been invited to the ${site.name} staff dashboard. Confirm your address, choose a password, and you are in.`}
      />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <AcceptInvitation />
        </div>
      </Container>
    </>
  );
}
