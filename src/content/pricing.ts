import { paths } from '@/config/paths';

import type { FaqItem } from './resources';

export type PricingPlan = {
  id: string;
  name: string;
  /** Who the plan suits, in one sentence. */
  summary: string;
  /** The plan's price text, split so the figure can be shown large: 'From' '£499' '/year'. */
  price: { prefix: string; amount: string; unit: string };
  features: string[];
  /** The plan most centres choose, shown with a 'Most Popular' badge. */
  highlight: boolean;
  cta: { label: string; href: string };
};

export const pricingPlans: PricingPlan[] = [
  {
    id: 'standard',
    name: 'Standard Centre Package',
    summary: 'For centres delivering one or two qualification routes.',
    price: { prefix: 'From', amount: '£499', unit: '/year' },
    features: [
      'Centre approval and annual centre membership',
      'Up to three qualifications on your approval',
      'A named account manager',
      'One External Quality Assurance visit a year, remote or on site',
      'Centre portal for registrations, results and certificate claims',
      'Specifications, assessment materials and templates',
    ],
    highlight: false,
    cta: { label: 'Register interest', href: paths.join.getHref() },
  },
  {
    id: 'per-learner',
    name: 'Per-Learner Registration',
    summary: 'Pay only for the learners you register, on any Larkfield qualification.',
    price: { prefix: 'From', amount: '£45', unit: '/learner' },
    features: [
      'Registration, assessment materials and certification',
      'Certificates within ten working days of a claim',
      'Free transfer if a learner moves to another Larkfield centre',
      'Free online verification for employers',
      'Reasonable adjustment and special consideration requests',
    ],
    highlight: true,
    cta: { label: 'Get Started', href: paths.join.getHref() },
  },
  {
    id: 'premium',
    name: 'Premium Centre Package',
    summary: 'For colleges, training providers and employers with larger cohorts.',
    price: { prefix: 'From', amount: '£899', unit: '/year' },
    features: [
      'Everything in the Standard Centre Package',
      'Unlimited qualifications on your approval',
      'Two External Quality Assurance visits a year',
      'Priority telephone support with a same-day response',
      'Help to map qualifications to your own training programmes',
      'Free places on assessor and internal quality assurer webinars',
    ],
    highlight: false,
    cta: { label: 'Register interest', href: paths.join.getHref() },
  },
];

export type PaymentMethod = { id: string; name: string; description: string };

export const paymentMethods: PaymentMethod[] = [
  {
    id: 'bank-transfer',
    name: 'Bank transfer',
    description: 'Pay our invoice by BACS or Faster Payments within 30 days.',
  },
  {
    id: 'card',
    name: 'Debit or credit card',
    description: 'Visa, Mastercard and American Express, online or by phone.',
  },
  {
    id: 'direct-debit',
    name: 'Direct Debit',
    description: 'Spread a centre package over 12 monthly payments at no extra cost.',
  },
];

export type VolumeDiscount = { threshold: string; discount: string };

/** Per-learner registration fees, by registrations in an academic year (1 August to 31 July). */
export const volumeDiscounts: VolumeDiscount[] = [
  { threshold: '100 to 249 learners', discount: '5% off' },
  { threshold: '250 to 499 learners', discount: '10% off' },
  { threshold: '500 learners or more', discount: '15% off' },
];

export const pricingFaqs: FaqItem[] = [
  {
    id: 'vat',
    question: 'Do your prices include VAT?',
    answer:
      'Prices are shown without VAT. Most of our fees for regulated qualifications are exempt from VAT; where VAT does apply, for example to some training services, it is shown separately on your invoice.',
  },
  {
    id: 'per-learner-includes',
    question: 'What does the per-learner registration fee cover?',
    answer:
      'Registration on one qualification, the assessment materials for it, external quality assurance of the learner’s work and one certificate. The exact fee depends on the size of the qualification; Awards start at £45.',
  },
  {
    id: 'package-and-learners',
    question: 'Do I need a centre package as well as per-learner fees?',
    answer:
      'Yes. Every centre needs a Standard or Premium Centre Package, which covers approval, quality assurance and support for the centre. Per-learner fees are then charged for each learner you register.',
  },
  {
    id: 'volume',
    question: 'How do volume discounts work?',
    answer:
      'We count the learners you register in each academic year. When you pass 100, 250 or 500 registrations, the discount applies automatically to every later registration that year. Groups of centres can ask us to combine their numbers.',
  },
  {
    id: 'invoices',
    question: 'When will I be invoiced?',
    answer:
      'Centre packages are invoiced when your centre is approved and then once a year on the anniversary of approval. Per-learner fees are invoiced at the end of each month for the learners registered in that month.',
  },
  {
    id: 'replacement',
    question: 'Are there any other charges?',
    answer:
      'Only for things you ask for: a replacement certificate costs £25, and an additional quality assurance visit that you request costs £350. There is no charge for learners to re-submit work for assessment.',
  },
  {
    id: 'switch',
    question: 'Can we move from the Standard to the Premium package?',
    answer:
      'Yes, at any time. We credit the unused part of your Standard fee against the Premium fee, so you only pay the difference for the rest of the year.',
  },
];
