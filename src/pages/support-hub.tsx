import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { PageMeta } from '@/components/page-meta';
import { centreUpdates, directAssistanceId, supportCards } from '@/content/support-hub';
import { CentreUpdates } from '@/features/support-hub/components/centre-updates';
import { DirectAssistance } from '@/features/support-hub/components/direct-assistance';
import { NeedMoreHelp } from '@/features/support-hub/components/need-more-help';
import { SupportSearch } from '@/features/support-hub/components/support-search';

export default function SupportHubPage() {
  return (
    <>
      <PageMeta
        title="Support Hub"
        description="Help for Larkfield centres: resources, policies, FAQs, portal guides, the latest centre updates and how to contact our support team."
      />
      <PageHero
        title="Support Hub"
        subtitle="Your central point for all centre-related resources and assistance."
      />
      <Section
        id="support-articles"
        title="How can we help?"
        intro="Search our support articles or choose a topic below."
      >
        <SupportSearch cards={supportCards} />
      </Section>
      {/* The contact card and the empty search state link here; the margin clears the sticky header. */}
      <div id={directAssistanceId}>
        <Section
          id="direct-assistance-heading"
          title="Need Direct Assistance?"
          intro="Our centre support team is here to help with registrations, results, certificates and quality assurance."
          tone="muted"
        >
          <DirectAssistance />
        </Section>
      </div>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-5">
        <section aria-labelledby="centre-updates" className="lg:col-span-3">
          <h2 id="centre-updates" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Latest Centre Updates
          </h2>
          <div className="mt-6">
            <CentreUpdates updates={centreUpdates} />
          </div>
        </section>
        <div className="lg:col-span-2">
          <NeedMoreHelp headingId="need-more-help" />
        </div>
      </Container>
    </>
  );
}
