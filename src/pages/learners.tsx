import { Section } from '@/components/layout/section';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { learnerSteps, learnerSupport, learnersIntro, successStories } from '@/content/learners';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid';
import { StepList } from '@/features/marketing/components/step-list';
import { SuccessStories } from '@/features/marketing/components/success-stories';

export default function LearnersPage() {
  return (
    <>
      <PageMeta
        title="For learners"
        description="How to gain a regulated vocational qualification: find a qualification and a centre, enrol and study, with support for reasonable adjustments, appeals and certificates."
      />
      <PageHero title="For Learners" subtitle={learnersIntro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.qualifications.getHref()} variant="secondary" size="lg">
            View Qualifications
          </ButtonLink>
          <ButtonLink to={paths.verify.getHref()} variant="inverse" size="lg">
            Verify a certificate
          </ButtonLink>
        </div>
      </PageHero>
      <Section
        id="how-heading"
        title="How it works"
        intro="Four steps from choosing a qualification to holding your certificate."
      >
        <StepList steps={learnerSteps} />
      </Section>
      <Section
        id="support-heading"
        title="Support while you study"
        intro="Your centre is your first point of contact, and we are behind every centre to make sure you are treated fairly."
        tone="muted"
      >
        <IconCardGrid items={learnerSupport} tone="white" />
      </Section>
      <Section id="stories-heading" title="Success stories">
        <SuccessStories stories={successStories} />
      </Section>
      <CallToAction
        id="learners-cta-heading"
        title="Ready to take the next step?"
        actions={
          <ButtonLink to={paths.qualifications.getHref()} variant="secondary">
            View Qualifications
          </ButtonLink>
        }
      >
        Explore more than twenty regulated qualifications, from Entry Level to Level 4.
      </CallToAction>
    </>
  );
}
