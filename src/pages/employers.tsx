import { Section } from '@/components/layout/section';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { buttonClasses, ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import {
  accountSteps,
  employersDescription,
  employersIntro,
  singleCheckNote,
  verifierAccountFeatures,
} from '@/content/employers';
import { BATCH_RETENTION_DAYS } from '@/domain/limits';
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid';
import { StepList } from '@/features/marketing/components/step-list';
import { AccountRequestForm } from '@/features/verifiers/components/account-request-form';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';
const signInHref = paths.login.getHref(paths.verifyBatch.getHref());

export default function EmployersPage() {
  return (
    <>
      <PageMeta
        title="Verify Certificates for Your Organisation"
        description={employersDescription}
      />
      <PageHero title="Verify Certificates for Your Organisation" subtitle={employersIntro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="#request-heading"
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            Ask for an Account
          </a>
          <ButtonLink to={signInHref} variant="inverse" size="lg">
            Sign In to Check
          </ButtonLink>
        </div>
      </PageHero>
      <Section id="features-heading" title="What a verifier account gives you">
        <IconCardGrid items={verifierAccountFeatures} columns={4} />
        <p className="mt-8 max-w-3xl text-slate-700">
          {singleCheckNote}{' '}
          <Link to={paths.verify.getHref()} className={linkClass}>
            Verify a certificate
          </Link>
          .
        </p>
      </Section>
      <Section
        id="steps-heading"
        title="How to get an account"
        intro="Four steps from asking to your first file of candidates."
        tone="muted"
      >
        <StepList steps={accountSteps} />
      </Section>
      <Section id="basis-heading" title="Checking lawfully">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            Before each run you confirm that you have each candidate’s consent, or another lawful
            basis under data protection law, to check their certificate: a right-to-work or safer
            recruitment check, for instance. The run does not start until you do.
          </p>
          <p>
            A row is answered only for the details you type: the certificate or student number with
            the candidate’s first name and surname as printed. The reference you give each row stays
            in your browser and is never sent to us. We keep a record of each run, who ran it and
            when, for {BATCH_RETENTION_DAYS} days; see our{' '}
            <Link to={paths.privacy.getHref()} className={linkClass}>
              privacy policy
            </Link>
            .
          </p>
        </div>
      </Section>
      <Section
        id="request-heading"
        title="Ask for an account"
        intro="One request per organisation is enough: tell us who you are and where to send the invitation."
        tone="muted"
      >
        <div className="grid gap-12 lg:grid-cols-3">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
            <AccountRequestForm />
          </div>
          <aside aria-label="About verifier accounts" className="space-y-3 text-slate-700">
            <h3 className="text-lg font-semibold text-slate-900">Already have an account?</h3>
            <p>
              <Link to={signInHref} className={linkClass}>
                Sign in
              </Link>{' '}
              with your work e-mail address to check a file of candidates.
            </p>
            <h3 className="pt-3 text-lg font-semibold text-slate-900">Questions first?</h3>
            <p>
              Call us on{' '}
              <a href={site.phone.href} className={linkClass}>
                {site.phone.display}
              </a>{' '}
              ({site.supportHours}) or e-mail{' '}
              <a href={`mailto:${site.email}`} className={`break-all ${linkClass}`}>
                {site.email}
              </a>
              .
            </p>
          </aside>
        </div>
      </Section>
    </>
  );
}
