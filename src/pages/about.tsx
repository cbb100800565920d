import { Section } from '@/components/layout/section';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { aboutIntro, governance, history, mission, stats, values, vision } from '@/content/about';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid';
import { MissionVision } from '@/features/marketing/components/mission-vision';
import { StatStrip } from '@/features/marketing/components/stat-strip';
import { Timeline } from '@/features/marketing/components/timeline';

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About us"
        description={`Who we are: ${site.name}'s mission, vision and values, how we are regulated, and our history since ${site.foundedYear}.`}
      />
      <PageHero title={`About ${site.name}`} subtitle={aboutIntro} />
      <StatStrip stats={stats} />
      <Section id="mission-heading" title="Our mission and vision">
        <MissionVision mission={mission} vision={vision} />
      </Section>
      <Section
        id="values-heading"
        title="Our values"
        intro="Four values guide how we design qualifications, make assessment decisions and treat the people we work with."
        tone="muted"
      >
        <IconCardGrid items={values} columns={4} tone="white" />
      </Section>
      <Section id="history-heading" title="Our history">
        <Timeline milestones={history} />
      </Section>
      <Section id="governance-heading" title="Regulation and governance" tone="muted">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{governance}</p>
      </Section>
      <CallToAction
        id="about-cta-heading"
        title="Work with us"
        actions={
          <>
            <ButtonLink to={paths.centres.getHref()} variant="secondary">
              Become a centre
            </ButtonLink>
            <ButtonLink to={paths.qualifications.getHref()} variant="inverse">
              Browse qualifications
            </ButtonLink>
          </>
        }
      >
        Whether you want to offer our qualifications or study for one, we would be glad to hear from
        you.
      </CallToAction>
    </>
  );
}
