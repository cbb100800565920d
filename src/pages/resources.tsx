import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { PageMeta } from '@/components/page-meta';
import { featuredResources } from '@/content/resources';
import { FeaturedResources } from '@/features/resources/components/featured-resources';
import { ResourcesTabs } from '@/features/resources/components/resources-tabs';

export default function ResourcesPage() {
  return (
    <>
      <PageMeta
        title="Resources"
        description="Centre handbooks, policies and templates, answers to common questions, and guides and news for centres, learners and employers."
      />
      <PageHero
        title="Resources"
        subtitle="Handbooks, policies, guides and answers for centres, learners and employers, all in one place."
      />
      <Section id="featured-resources" title="Featured resources" tone="muted">
        <FeaturedResources items={featuredResources} />
      </Section>
      <Section
        id="resource-library"
        title="Resource library"
        intro="Choose a tab to see documents, frequently asked questions, articles from our blog, the latest news or step-by-step guides."
      >
        <ResourcesTabs />
      </Section>
    </>
  );
}
