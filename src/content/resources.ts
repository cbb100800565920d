import { paths } from '@/config/paths';
import { site } from '@/config/site';

/**
 * Where a resource leads. `href` is a site path, or a mailto: address for documents we send on
 * request; `label` is the visible link text.
 */
export type ResourceLink = { href: string; label: string };

export type Download = {
  id: string;
  title: string;
  description: string;
  type: 'PDF' | 'Word' | 'Excel';
  size: string;
  group: 'Centre documents' | 'Policies';
  link: ResourceLink;
};

export type FaqItem = { id: string; question: string; answer: string };

/** A blog post or guide: dated, or with an estimated reading time, or both. */
export type ResourceArticle = {
  id: string;
  title: string;
  description: string;
  date?: string;
  readTime?: string;
  /** Only when there is somewhere real to go; otherwise the item is shown without a link. */
  link?: ResourceLink;
};

export type FeaturedResource = {
  id: string;
  kind: 'Download' | 'Guide' | 'News';
  title: string;
  description: string;
  link: ResourceLink;
};

export const resourceTabs = ['downloads', 'faqs', 'blog', 'news', 'guides'] as const;
export type ResourceTab = (typeof resourceTabs)[number];

/** Controlled documents go to centres by e-mail, so the version a centre holds is logged. */
function requestByEmail(title: string): ResourceLink {
  const subject = encodeURIComponent(`Document request: ${title}`);
  const body = encodeURIComponent(
    `Please send me the latest version of "${title}".\n\nName:\nCentre name and number (if approved):\n`,
  );
  return { href: `mailto:${site.email}?subject=${subject}&body=${body}`, label: 'Request a copy' };
}

const downloadDetails: Omit<Download, 'link'>[] = [
  {
    id: 'centre-handbook',
    title: 'Centre Handbook 2026/27',
    description:
      'Everything an approved centre needs in one place: roles and responsibilities, registration and certification deadlines, and our quality assurance requirements.',
    type: 'PDF',
    size: '2.4 MB',
    group: 'Centre documents',
  },
  {
    id: 'centre-approval-form',
    title: 'Centre Approval Application Form',
    description:
      'For organisations applying to offer Larkfield qualifications. Complete it after your initial conversation with our centre team.',
    type: 'Word',
    size: '186 KB',
    group: 'Centre documents',
  },
  {
    id: 'bulk-registration-template',
    title: 'Bulk Learner Registration Template',
    description:
      'Register a whole cohort in one upload. The spreadsheet checks names, dates of birth and qualification codes before you submit it.',
    type: 'Excel',
    size: '94 KB',
    group: 'Centre documents',
  },
  {
    id: 'assessment-guidance',
    title: 'Assessment and Internal Quality Assurance Guidance',
    description:
      'How to plan assessment, judge evidence against assessment criteria and sample assessors’ decisions before you claim certificates.',
    type: 'PDF',
    size: '1.1 MB',
    group: 'Centre documents',
  },
  {
    id: 'reasonable-adjustments-policy',
    title: 'Reasonable Adjustments and Special Consideration Policy',
    description:
      'How centres apply for adjustments for disabled learners, and for special consideration when illness or bereavement affects an assessment.',
    type: 'PDF',
    size: '412 KB',
    group: 'Policies',
  },
  {
    id: 'malpractice-policy',
    title: 'Malpractice and Maladministration Policy',
    description:
      'What counts as malpractice, how to report a concern (anonymously if you prefer) and how we investigate it.',
    type: 'PDF',
    size: '378 KB',
    group: 'Policies',
  },
  {
    id: 'appeals-policy',
    title: 'Enquiries about Results and Appeals Policy',
    description:
      'The steps and time limits for questioning a result or a decision we have made about a centre or a learner.',
    type: 'PDF',
    size: '356 KB',
    group: 'Policies',
  },
];

export const downloads: Download[] = downloadDetails.map((item) => ({
  ...item,
  link: requestByEmail(item.title),
}));

export const resourceFaqs: FaqItem[] = [
  {
    id: 'become-centre',
    question: 'How does an organisation become an approved centre?',
    answer:
      'There are four steps: an enquiry call with our centre team, a written application, an approval review by one of our External Quality Assurers, and onboarding to the centre portal. Most organisations are approved within six to eight weeks of sending a complete application.',
  },
  {
    id: 'certificate-time',
    question: 'How long does it take for a learner to receive a certificate?',
    answer:
      'We issue certificates within ten working days of a centre claiming a learner’s result. Centres with direct claims status can claim as soon as their internal quality assurance is complete; other centres claim after an External Quality Assurer has sampled the work.',
  },
  {
    id: 'verify-certificate',
    question: 'How can an employer check that a certificate is genuine?',
    answer:
      'Use the Verify Certificate page. Enter the certificate number or the student number, together with the learner’s first name and surname exactly as they appear on the certificate. The check is free and does not need an account.',
  },
  {
    id: 'rqf',
    question: 'What does “RQF” mean in a qualification title?',
    answer:
      'The Regulated Qualifications Framework describes every qualification regulated by Ofqual in England by its level (from Entry to Level 8) and its size. A Level 3 qualification is at the same level of difficulty as an A level, whatever its subject.',
  },
  {
    id: 'tqt',
    question: 'What is total qualification time (TQT)?',
    answer:
      'TQT is an estimate of the hours a typical learner needs to achieve a qualification, including teaching, supervised practice, independent study and assessment. Awards are the smallest qualifications and Diplomas the largest; ours range from 90 to 480 hours.',
  },
  {
    id: 'adjustments',
    question: 'Can learners with a disability or a temporary injury have adjustments?',
    answer:
      'Yes. Speak to your centre before the assessment: it can make many reasonable adjustments itself, such as extra time or a reader, and apply to us for others. Special consideration is also available when illness or bereavement affects an assessment.',
  },
  {
    id: 'lost-certificate',
    question: 'I have lost my certificate. Can I get a replacement?',
    answer:
      'Yes. Contact our support team with your full name, date of birth and, if you have it, your student number. After we have confirmed your identity we will post a replacement certificate marked as such. A replacement fee applies; see the Pricing page.',
  },
  {
    id: 'appeal',
    question: 'How does a learner appeal against a result?',
    answer:
      'Appeals start with the centre’s own internal appeals procedure. If the learner is still unhappy, the centre can appeal to us within 20 working days of its decision, and an independent panel will review the case.',
  },
];

export const blogPosts: ResourceArticle[] = [
  {
    id: 'first-eqa-visit',
    title: 'Five things to prepare before your first EQA visit',
    description:
      'Our External Quality Assurers share what they look for first, from assessor CVs to your internal quality assurance sampling plan.',
    date: '2026-10-28',
    readTime: '6 min read',
    link: { href: paths.centres.getHref(), label: 'How centre approval works' },
  },
  {
    id: 'neurodivergent-learners',
    title: 'Supporting neurodivergent learners through vocational assessment',
    description:
      'Practical adjustments that centres make every day, and when to apply to us for something more.',
    date: '2026-09-30',
    readTime: '8 min read',
    link: { href: paths.learners.getHref(), label: 'Support for learners' },
  },
  {
    id: 'assessment-feedback',
    title: 'Writing assessment feedback that learners act on',
    description:
      'Short, specific and tied to the assessment criteria: a lead assessor’s guide to feedback that moves a portfolio forward.',
    date: '2026-09-09',
    readTime: '5 min read',
  },
  {
    id: 'support-to-lecturer',
    title: 'From teaching assistant to lecturer: mapping the route',
    description:
      'How our Direct Learning Support and Teaching and Lecturing qualifications build on one another, level by level.',
    date: '2026-08-19',
    readTime: '7 min read',
    link: {
      href: paths.qualifications.getHref({ sector: 'Teaching and Lecturing' }),
      label: 'Teaching and Lecturing qualifications',
    },
  },
];

export const guides: ResourceArticle[] = [
  {
    id: 'verify-guide',
    title: 'Verifying a Larkfield certificate',
    description:
      'For employers and admissions teams: where to find the certificate and student numbers, and what a successful check shows.',
    readTime: '3 min read',
    link: { href: paths.verify.getHref(), label: 'Verify a certificate' },
  },
  {
    id: 'centre-approval-guide',
    title: 'Becoming an approved centre, step by step',
    description:
      'From the first enquiry to your first registrations: what we ask for at each stage and how long it takes.',
    readTime: '10 min read',
    link: { href: paths.centres.getHref(), label: 'Information for centres' },
  },
  {
    id: 'choosing-guide',
    title: 'Choosing the right qualification and level',
    description:
      'How levels, sizes and qualification types fit together, with examples of common routes into work.',
    readTime: '7 min read',
    link: { href: paths.qualifications.getHref(), label: 'Browse the catalogue' },
  },
  {
    id: 'portal-guide',
    title: 'Getting started with the centre portal',
    description:
      'Signing in, registering learners, recording results and checking the status of a certificate claim.',
    readTime: '12 min read',
    link: { href: paths.login.getHref(), label: 'Sign in to the portal' },
  },
  {
    id: 'fees-guide',
    title: 'Fees, invoices and ways to pay',
    description:
      'What the centre packages and per-learner fees include, when we invoice, and how volume discounts are worked out.',
    readTime: '4 min read',
    link: { href: paths.pricing.getHref(), label: 'See our pricing' },
  },
];

export const featuredResources: FeaturedResource[] = [
  {
    id: 'featured-handbook',
    kind: 'Download',
    title: 'Centre Handbook 2026/27',
    description: 'Deadlines, responsibilities and quality assurance for the new academic year.',
    link: requestByEmail('Centre Handbook 2026/27'),
  },
  {
    id: 'featured-verify',
    kind: 'Guide',
    title: 'Verifying a certificate',
    description: 'Check a Larkfield certificate in under a minute, free of charge.',
    link: { href: paths.verify.getHref(), label: 'Verify a certificate' },
  },
  {
    id: 'featured-portal',
    kind: 'Guide',
    title: 'Getting started with the centre portal',
    description: 'Register learners and claim certificates online.',
    link: { href: paths.resources.getHref('guides'), label: 'Read the guides' },
  },
];
