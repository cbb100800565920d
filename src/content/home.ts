import type { Sector } from '@/domain/catalogue';

import type { IconCard, MarketingIcon } from './marketing-icons';

export const homeIntro =
  'Larkfield Awards is an Ofqual-regulated awarding organisation. We design, quality assure and certificate vocational qualifications for the people who support learning, keep organisations running and teach the next generation.';

/** Short proof points shown under the hero introduction. */
export const homeHighlights = [
  'Regulated by Ofqual',
  'Qualifications on the RQF',
  'Over 120 approved centres',
] as const;

/** The three values in the tagline, one card each. */
export const valueCards: IconCard[] = [
  {
    icon: 'lightbulb',
    title: 'Innovative',
    description:
      'We build qualifications around the skills employers are asking for today, from digital administration to the ethical use of AI, and review every specification at least every three years.',
  },
  {
    icon: 'rocket',
    title: 'Progressive',
    description:
      'Clear routes from Entry Level to Level 4 let learners build on what they have already achieved, with recognition of prior learning wherever the assessment rules allow it.',
  },
  {
    icon: 'users',
    title: 'Customer-Focused',
    description:
      'Every centre has a named account manager, and our support team answers calls and e-mails within one working day. We listen, and we change what does not work.',
  },
];

export const whyChoose: IconCard[] = [
  {
    icon: 'shield',
    title: 'Regulated and recognised',
    description:
      'Our qualifications are regulated by Ofqual and sit on the Regulated Qualifications Framework, so employers, colleges and universities know exactly what they are worth.',
  },
  {
    icon: 'clock',
    title: 'Certificates in ten working days',
    description:
      'Once a centre claims a result, the certificate is issued within ten working days. Direct claims status means some centres can certificate sooner.',
  },
  {
    icon: 'chat',
    title: 'People who know your centre',
    description:
      'A named account manager and an External Quality Assurer who understands your delivery model, not a ticket queue.',
  },
  {
    icon: 'document',
    title: 'Ready-to-use resources',
    description:
      'Specifications, assessment packs, marking guidance and exemplar evidence for every qualification, free to approved centres.',
  },
  {
    icon: 'pound',
    title: 'Clear, fair pricing',
    description:
      'Annual centre fees and per-learner registration prices are published up front, with discounts for larger cohorts and no surprise charges.',
  },
  {
    icon: 'check',
    title: 'Certificates anyone can check',
    description:
      'Every certificate carries a unique number. Employers can confirm a result online in seconds, which protects learners from fraud.',
  },
];

export type SectorCard = {
  /** The card links to the catalogue filtered by this sector. */
  sector: Sector;
  icon: MarketingIcon;
  description: string;
  /** The range of levels on offer. */
  levels: string;
};

export const sectorCards: SectorCard[] = [
  {
    sector: 'Direct Learning Support',
    icon: 'heart',
    description:
      'Qualifications for teaching assistants, learning support practitioners and staff supporting learners with special educational needs and disabilities.',
    levels: 'Entry Level to Level 4',
  },
  {
    sector: 'Administration',
    icon: 'briefcase',
    description:
      'Business administration, customer service and digital office skills for people starting out and for experienced administrators and team leaders.',
    levels: 'Entry Level to Level 4',
  },
  {
    sector: 'Teaching and Lecturing',
    icon: 'graduation',
    description:
      'Teacher-training and assessor qualifications for people teaching adults in further education, with training providers or in the workplace.',
    levels: 'Level 2 to Level 4',
  },
];

export const officeVisit = {
  directions:
    'Our head office is a five-minute walk from Farringdon station (Elizabeth line, Thameslink and Underground) and ten minutes from Barbican.',
  appointments:
    'Visits are by appointment. Please call or e-mail before you travel so that the right member of the team is there to meet you.',
};
