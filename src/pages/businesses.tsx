import { Section } from '@/components/layout/section';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { businessBenefits, businessesIntro, solutionAreas } from '@/content/businesses';
import { businessTestimonials } from '@/content/testimonials';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid';
import { SolutionAreas } from '@/features/marketing/components/solution-areas';
import { BusinessTestimonials } from '@/features/marketing/components/testimonial-cards';

export default function BusinessesPage() {
  return (
    <>
      <PageMeta
        title="For businesses"
        description="Regulated qualifications for your workforce: team development programmes, in-house centre approval, endorsed training and training needs analysis for employers."
      />
      <PageHero title="Qualifications for Businesses" subtitle={businessesIntro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.join.getHref()} variant="secondary" size="lg">
            Enquire Now
          </ButtonLink>
          <ButtonLink to={paths.verifyEmployers.getHref()} variant="inverse" size="lg">
            Verify Candidates’ Certificates
          </ButtonLink>
        </div>
      </PageHero>
      <Section id="benefits-heading" title="What qualifications do for your organisation">
        <IconCardGrid items={businessBenefits} columns={4} />
      </Section>
      <Section
        id="solutions-heading"
        title="Our solutions"
        intro="Four ways to work with us, from a single team to an organisation-wide programme."
        tone="muted"
      >
        <SolutionAreas areas={solutionAreas} />
      </Section>
      <Section id="testimonials-heading" title="What employers say">
        <BusinessTestimonials testimonials={businessTestimonials} />
      </Section>
      <CallToAction
        id="businesses-cta-heading"
        title="Let’s talk about your team"
        actions={
          <ButtonLink to={paths.join.getHref()} variant="secondary">
            Enquire Now
          </ButtonLink>
        }
      >
        Tell us about your organisation and the skills you want to build. We will come back to you
        within one working day.
      </CallToAction>
    </>
  );
}
