import type { IconCard } from './marketing-icons';

export const aboutIntro =
  'We are an Ofqual-regulated awarding organisation based in London, working with colleges, training providers, schools and employers across England.';

export const mission =
  'To award qualifications that employers value, learners can achieve and centres find straightforward to deliver, so that more people can build careers in education and in the workplace.';

export const vision =
  'A country where everyone who supports learning or keeps an organisation running holds a recognised qualification that shows what they can do, and where gaining one is never held back by cost, location or circumstance.';

export const values: IconCard[] = [
  {
    icon: 'shield',
    title: 'Integrity',
    description:
      'We make fair, consistent assessment decisions and we are open about how we make them, with our centres, our learners and our regulator.',
  },
  {
    icon: 'lightbulb',
    title: 'Innovation',
    description:
      'We use new thinking and new technology to make qualifications more relevant and easier to deliver, without ever lowering the standard.',
  },
  {
    icon: 'award',
    title: 'Excellence',
    description:
      'We hold our qualifications, our quality assurance and our customer service to the same high standard, and we measure ourselves against it every year.',
  },
  {
    icon: 'heart',
    title: 'Learner-Focused',
    description:
      'Every decision starts with the learner: accessible assessment, reasonable adjustments where they are needed, and a clear next step after every qualification.',
  },
];

export type Milestone = {
  /** A year, or a span of years such as '2018-2020'. */
  period: string;
  title: string;
  description: string;
};

export const history: Milestone[] = [
  {
    period: '2015',
    title: 'Larkfield is founded',
    description:
      'A group of further education teachers and assessors set up Larkfield in Clerkenwell to design practical workplace training for schools and colleges.',
  },
  {
    period: '2016',
    title: 'Our first partner centres',
    description:
      'Twelve training providers in London and the South East begin delivering Larkfield-endorsed programmes in learning support and office administration.',
  },
  {
    period: '2017',
    title: 'A quality framework of our own',
    description:
      'We appoint our first External Quality Assurers and publish our assessment, appeals and malpractice policies, ready for regulation.',
  },
  {
    period: '2018-2020',
    title: 'Recognition and growth',
    description:
      'After two years of preparation, Ofqual recognises Larkfield as an awarding organisation in May 2020. Our first regulated qualifications join the RQF, and more than 60 centres move across with us.',
  },
];

export const stats = [
  { value: '120+', label: 'approved centres' },
  { value: '23', label: 'regulated qualifications' },
  { value: '18,000+', label: 'certificates issued' },
  { value: '96%', label: 'centre satisfaction' },
] as const;

export const governance =
  'As a recognised awarding organisation we meet Ofqual’s General Conditions of Recognition. Our Responsible Officer reports to an independent board, and our policies on appeals, malpractice, reasonable adjustments and conflicts of interest are published for every centre and learner to read.';
