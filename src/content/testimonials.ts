export type Rating = 1 | 2 | 3 | 4 | 5;

export type LearnerTestimonial = {
  quote: string;
  name: string;
  /** What the learner studied, or where they are now. */
  affiliation: string;
  rating: Rating;
};

export type BusinessTestimonial = {
  quote: string;
  business: string;
  person: string;
  /** The person's job title. */
  role: string;
  rating: Rating;
};

export const learnerTestimonials: LearnerTestimonial[] = [
  {
    quote:
      'I started my Level 2 teaching assistant qualification while volunteering at my daughter’s primary school. The units were practical, my assessor was brilliant, and six months later I was offered a paid post.',
    name: 'Priya Sharma',
    affiliation: 'Teaching assistant, Leicester',
    rating: 5,
  },
  {
    quote:
      'Fitting study around a full-time job was my biggest worry. The assessments were built on tasks I already did at work, so it never felt like extra load. I was promoted to office manager before my certificate arrived.',
    name: 'Daniel Okafor',
    affiliation: 'Level 3 Diploma in Business Administration, Bristol',
    rating: 5,
  },
  {
    quote:
      'After fifteen years as an electrician I wanted to train apprentices. The course gave me the confidence to plan and deliver sessions properly. The microteach was nerve-racking, but the feedback was fair and genuinely useful.',
    name: 'Gareth Lewis',
    affiliation: 'Level 3 Award in Education and Training, Sheffield',
    rating: 4,
  },
];

export const businessTestimonials: BusinessTestimonial[] = [
  {
    quote:
      'We put 42 teaching assistants through a Larkfield Level 3 programme across our six schools. It fitted around the school day, and staff turnover has fallen noticeably since.',
    business: 'Brightwater Academy Trust',
    person: 'Sarah Whitfield',
    role: 'Director of People',
    rating: 5,
  },
  {
    quote:
      'Our office team’s administration qualifications were assessed on our own systems and processes. The account manager answered every question the same day, and certificates arrived well inside ten days.',
    business: 'Calder Freight Services',
    person: 'Mark Ellison',
    role: 'Operations Director',
    rating: 5,
  },
  {
    quote:
      'As a training provider we need an awarding body that responds quickly. External quality assurance is thorough but constructive, and the assessment packs save our tutors hours every month.',
    business: 'Meridian Training Partners',
    person: 'Aisha Khan',
    role: 'Quality Manager',
    rating: 4,
  },
];
