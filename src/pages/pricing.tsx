import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { PageMeta } from '@/components/page-meta';
import { Accordion } from '@/components/ui/accordion';
import { paymentMethods, pricingFaqs, pricingPlans, volumeDiscounts } from '@/content/pricing';
import { CustomQuote } from '@/features/pricing/components/custom-quote';
import { PaymentOptions } from '@/features/pricing/components/payment-options';
import { PlanCard } from '@/features/pricing/components/plan-card';

export default function PricingPage() {
  return (
    <>
      <PageMeta
        title="Pricing"
        description="Centre packages from £499 a year and learner registration from £45. Pay by bank transfer, card or Direct Debit, with volume discounts for larger cohorts."
      />
      <PageHero
        title="Pricing"
        subtitle="Clear, published fees for centres and learners, with no hidden charges. Every centre has a package; you then pay for each learner you register."
      />
      <Section id="plans" title="Plans and prices">
        <div className="grid gap-8 pt-4 lg:grid-cols-3">
          {pricingPlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-8 text-sm text-slate-600">
          Prices exclude VAT where it applies. Fees shown are for the 2026/27 academic year.
        </p>
      </Section>
      <Section
        id="payment"
        title="Paying for your qualifications"
        intro="Choose the way of paying that suits your finance team. Discounts on per-learner fees apply automatically."
        tone="muted"
      >
        <PaymentOptions methods={paymentMethods} discounts={volumeDiscounts} />
      </Section>
      <Section id="pricing-faqs" title="Pricing questions">
        <Accordion
          items={pricingFaqs.map((faq) => ({
            id: faq.id,
            title: faq.question,
            content: <p className="leading-relaxed">{faq.answer}</p>,
          }))}
          className="max-w-3xl"
        />
      </Section>
      <section aria-labelledby="custom-quote" className="pb-16">
        <Container>
          <CustomQuote />
        </Container>
      </section>
    </>
  );
}
