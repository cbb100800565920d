import type { IconCard, ProcessStep } from './marketing-icons';

export const centresIntro =
  'Colleges, training providers, schools and employers deliver Larkfield qualifications as approved centres. We make approval straightforward and stay with you long after it.';

export const centreBenefits: IconCard[] = [
  {
    icon: 'shield',
    title: 'Regulated qualifications',
    description:
      'Offer qualifications regulated by Ofqual on the RQF, eligible for many funding routes and recognised by employers.',
  },
  {
    icon: 'clock',
    title: 'Approval in weeks, not months',
    description:
      'Most complete applications receive a decision within 20 working days of the documents reaching us.',
  },
  {
    icon: 'laptop',
    title: 'Flexible delivery',
    description:
      'Deliver in the classroom, in the workplace, online or blended. Assessment methods are designed to work in all of them.',
  },
  {
    icon: 'pound',
    title: 'Transparent pricing',
    description:
      'One annual centre fee and clear per-learner registration prices, with volume discounts as your cohorts grow.',
  },
  {
    icon: 'award',
    title: 'Fast certification',
    description:
      'Certificates within ten working days of a claim, and direct claims status for centres with a strong quality record.',
  },
  {
    icon: 'chart',
    title: 'Help to grow',
    description:
      'Use the Larkfield approved centre mark in your marketing and be listed in the centre directory we share with learners.',
  },
];

export const centreSupport: IconCard[] = [
  {
    icon: 'users',
    title: 'A named account manager',
    description:
      'One person who knows your centre, answers your questions and helps you plan new qualifications.',
  },
  {
    icon: 'check',
    title: 'External quality assurance',
    description:
      'A subject-specialist External Quality Assurer who gives practical feedback, not just a report.',
  },
  {
    icon: 'document',
    title: 'Assessment resources',
    description:
      'Specifications, assessment packs, marking guidance, schemes of work and exemplar portfolios for every qualification.',
  },
  {
    icon: 'graduation',
    title: 'Training and CPD',
    description:
      'Free termly webinars for assessors and internal quality assurers, with recordings and CPD certificates.',
  },
  {
    icon: 'laptop',
    title: 'The centre portal',
    description:
      'Register learners, upload evidence, claim certificates and track every result in one secure place.',
  },
  {
    icon: 'chat',
    title: 'Regulatory guidance',
    description:
      'Clear guidance on reasonable adjustments, special consideration, malpractice and appeals whenever you need it.',
  },
];

export const applicationSteps: ProcessStep[] = [
  {
    title: 'Enquiry',
    description:
      'Tell us about your organisation and the qualifications you would like to offer. We will call you within two working days to talk through your plans.',
  },
  {
    title: 'Application',
    description:
      'Complete the centre approval form with details of your staff, premises, policies and internal quality assurance arrangements.',
  },
  {
    title: 'Approval',
    description:
      'An External Quality Assurer reviews your application, usually with a short remote visit, then confirms approval or agrees an action plan with you.',
  },
  {
    title: 'Onboarding',
    description:
      'We set up your centre portal, train your team on registration and certification, and introduce your account manager.',
  },
];
