import type { IconCard, ProcessStep } from './marketing-icons';

export const learnersIntro =
  'Whether you are starting your first job, changing career or moving up where you are, a Larkfield qualification shows employers what you can do.';

export const learnerSteps: ProcessStep[] = [
  {
    title: 'Find a qualification',
    description:
      'Browse our catalogue by sector and level to find the qualification that matches your job, or the one you want next.',
  },
  {
    title: 'Find a centre',
    description:
      'Our qualifications are taught by approved centres: colleges, training providers and employers. Get in touch and we will put you in contact with centres near you or online.',
  },
  {
    title: 'Enrol',
    description:
      'Your centre checks the qualification is right for you, agrees a study plan and registers you with Larkfield.',
  },
  {
    title: 'Study and achieve',
    description:
      'Learn with your tutor’s support, complete your assessments and receive a certificate that any employer can check online.',
  },
];

export const learnerSupport: IconCard[] = [
  {
    icon: 'document',
    title: 'Study guides',
    description:
      'Free guides for every qualification explain what each unit covers and how you will be assessed.',
  },
  {
    icon: 'users',
    title: 'Reasonable adjustments',
    description:
      'If you have a disability, a learning difficulty or a health condition, your centre can ask us to adapt how you are assessed.',
  },
  {
    icon: 'heart',
    title: 'Special consideration',
    description:
      'If illness, bereavement or another serious event affects an assessment, your centre can apply for special consideration on your behalf.',
  },
  {
    icon: 'award',
    title: 'Results and certificates',
    description:
      'Your centre claims your certificate when you complete. Lost it? Replacement certificates are available on request.',
  },
  {
    icon: 'chat',
    title: 'Appeals and complaints',
    description:
      'Our appeals and complaints procedures are simple and impartial, and we explain every decision we make.',
  },
  {
    icon: 'search',
    title: 'Certificate checks',
    description:
      'Employers can verify your certificate online using its certificate number and your name, so your achievement is trusted.',
  },
];

export type SuccessStory = {
  name: string;
  headline: string;
  qualification: string;
  story: string;
  outcome: string;
};

export const successStories: SuccessStory[] = [
  {
    name: 'Amira Hussain',
    headline: 'From parent volunteer to specialist teaching assistant',
    qualification: 'Level 3 Diploma in Specialist Support for Teaching and Learning in Schools',
    story:
      'Amira began helping with reading groups at her son’s school in Luton. Encouraged by the SENCo, she enrolled on a Larkfield Level 2 certificate, then went straight on to the Level 3 diploma, studying in the evenings while she worked as a lunchtime supervisor.',
    outcome:
      'She is now a specialist teaching assistant supporting pupils with autism, and mentors new support staff across her trust.',
  },
  {
    name: 'Tom Whitaker',
    headline: 'A career change into further education at 45',
    qualification: 'Level 3 Award in Education and Training',
    story:
      'After twenty years as a site manager in construction, Tom wanted to pass on what he knew. He took his Level 3 award through a training provider in Leeds, fitting the sessions around his notice period.',
    outcome:
      'Within a year he was teaching construction skills at a further education college, and he has since completed the Level 4 Certificate in Education and Training.',
  },
];
