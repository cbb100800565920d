import type { IconCard } from './marketing-icons';

export const businessesIntro =
  'Recognised qualifications for your people, assessed in the work they already do. We help employers build skills, keep good staff and show the quality of their workforce.';

export const businessBenefits: IconCard[] = [
  {
    icon: 'chart',
    title: 'A more capable workforce',
    description:
      'Staff learn current good practice and apply it straight away, because assessment is based on their real work.',
  },
  {
    icon: 'users',
    title: 'People who stay',
    description:
      'Investing in a recognised qualification shows staff they have a future with you, and it helps you retain them.',
  },
  {
    icon: 'shield',
    title: 'Evidence that counts',
    description:
      'Regulated certificates give inspectors, clients and tender panels independent evidence of your team’s competence.',
  },
  {
    icon: 'clock',
    title: 'Minimal time away from work',
    description:
      'Workplace assessment and online learning keep disruption low. Most qualifications need no time out of the office at all.',
  },
];

export type SolutionArea = IconCard & { points: string[] };

export const solutionAreas: SolutionArea[] = [
  {
    icon: 'graduation',
    title: 'Workforce development programmes',
    description:
      'Regulated qualifications for whole teams, delivered through one of our approved centres at a time and place that suits you.',
    points: ['Cohort pricing', 'Progress reports for managers', 'Certificates in ten working days'],
  },
  {
    icon: 'building',
    title: 'Become an in-house centre',
    description:
      'Larger organisations can be approved to deliver and assess our qualifications themselves, with our support.',
    points: [
      'Full approval and onboarding support',
      'Assessor and quality assurer training',
      'Your own centre portal',
    ],
  },
  {
    icon: 'award',
    title: 'Endorsed in-house training',
    description:
      'Have your own training programme reviewed and endorsed by Larkfield, with a certificate that carries our mark.',
    points: ['Independent quality review', 'Larkfield-endorsed certificates', 'Annual monitoring'],
  },
  {
    icon: 'search',
    title: 'Training needs analysis',
    description:
      'We work with you to map the skills your roles need against our qualifications and plan the right route for each team.',
    points: ['Skills mapping workshop', 'A written development plan', 'No obligation'],
  },
];
