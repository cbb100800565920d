import { Section } from '@/components/layout/section';
import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { sectorCards, valueCards, whyChoose } from '@/content/home';
import { latestNews } from '@/content/news';
import { learnerTestimonials } from '@/content/testimonials';
import { HomeHero } from '@/features/marketing/components/home-hero';
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid';
import { NewsCards } from '@/features/marketing/components/news-cards';
import { OfficeLocation } from '@/features/marketing/components/office-location';
import { SectorCards } from '@/features/marketing/components/sector-cards';
import { LearnerTestimonials } from '@/features/marketing/components/testimonial-cards';
import { ValueCards } from '@/features/marketing/components/value-cards';

export default function HomePage() {
  return (
    <>
      <PageMeta
        title={site.name}
        description="Ofqual-regulated vocational qualifications in learning support, administration, and teaching and lecturing. Search our qualifications, find out about becoming a centre and verify a certificate."
      />
      <HomeHero />
      <ValueCards items={valueCards} />
      <Section
        id="why-choose-heading"
        title={`Why Choose ${site.name}?`}
        intro="Centres, learners and employers choose us because our qualifications are rigorous, our people are easy to reach and our processes stay out of the way."
        tone="muted"
      >
        <IconCardGrid items={whyChoose} tone="white" />
      </Section>
      <Section
        id="qualifications-heading"
        title="Our Qualifications"
        intro="Regulated qualifications in three sectors, from Entry Level to Level 4. Choose a sector to see every course in it."
      >
        <SectorCards sectors={sectorCards} />
        <div className="mt-8">
          <ButtonLink to={paths.qualifications.getHref()} variant="ghost">
            Browse the full catalogue →
          </ButtonLink>
        </div>
      </Section>
      <Section
        id="news-heading"
        title="Latest News"
        intro="New qualifications, partnerships and updates for centres."
        tone="muted"
      >
        <NewsCards articles={latestNews(3)} />
      </Section>
      <Section id="testimonials-heading" title="What Our Learners Say">
        <LearnerTestimonials testimonials={learnerTestimonials} />
      </Section>
      <Section id="office-heading" title="Visit Our Office" tone="muted">
        <OfficeLocation />
      </Section>
    </>
  );
}
