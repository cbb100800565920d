import { Section } from '@/components/layout/section';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { buttonClasses, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { applicationSteps, centreBenefits, centreSupport, centresIntro } from '@/content/centres';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid';
import { StepList } from '@/features/marketing/components/step-list';

export default function CentresPage() {
  return (
    <>
      <PageMeta
        title="Become an approved centre"
        description={`How colleges, training providers and employers become ${site.name} approved centres: the benefits, the support we give and the four-step approval process.`}
      />
      <PageHero title="Become an Approved Centre" subtitle={centresIntro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.join.getHref()} variant="secondary" size="lg">
            Apply Now
          </ButtonLink>
          <ButtonLink to={paths.resources.getHref('downloads')} variant="inverse" size="lg">
            Download Centre Prospectus
          </ButtonLink>
        </div>
      </PageHero>
      <Section
        id="benefits-heading"
        title="Why become a Larkfield centre?"
        intro="Approval gives you regulated qualifications to offer, and a partner that wants your learners to succeed."
      >
        <IconCardGrid items={centreBenefits} />
      </Section>
      <Section
        id="support-heading"
        title="Support for every centre"
        intro="Approval is the start of the relationship. This is what every approved centre receives, at no extra cost."
        tone="muted"
      >
        <IconCardGrid items={centreSupport} tone="white" />
      </Section>
      <Section
        id="process-heading"
        title="How to apply"
        intro="Four steps from first conversation to registering your first learners. Most centres complete them in six to eight weeks."
      >
        <StepList steps={applicationSteps} />
      </Section>
      <CallToAction
        id="centres-cta-heading"
        title="Questions before you apply?"
        actions={
          <>
            <ButtonLink to={paths.join.getHref()} variant="secondary">
              Apply Now
            </ButtonLink>
            <a href={site.phone.href} className={buttonClasses({ variant: 'inverse' })}>
              Call {site.phone.display}
            </a>
          </>
        }
      >
        Our centre team is available {site.supportHours}. Call us, or e-mail{' '}
        <a href={`mailto:${site.email}`} className="break-all text-white underline">
          {site.email}
        </a>
        .
      </CallToAction>
    </>
  );
}
