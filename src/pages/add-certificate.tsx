import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useStaffRole } from '@/features/auth/session-context';
import { AddCertificateForm } from '@/features/certificates/components/add-certificate-form';

/** The add form on its own page, outside the dashboard, for staff who only record certificates. */
export default function AddCertificatePage() {
  const role = useStaffRole();
  return (
    <>
      <PageMeta title="Add Certificate" description="Record a new certificate for a learner." />
      <PageHero
        title="Add Certificate"
        subtitle="Record a certificate as it is awarded. It goes on the register at once and can be verified straight away."
      />
      <Container className="py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <AddCertificateForm role={role} />
          </div>
          <ButtonLink to={paths.dashboard.root.getHref()} variant="ghost" className="mt-6">
            Back to the dashboard
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
