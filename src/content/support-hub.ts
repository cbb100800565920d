import { paths } from '@/config/paths';

/** The icons the support cards may ask for; the support hub feature draws them. */
export type SupportIcon = 'folder' | 'shield' | 'question' | 'phone' | 'monitor';

export type SupportCard = {
  id: string;
  title: string;
  description: string;
  /** A site path, or a '#fragment' on the Support Hub itself. */
  href: string;
  icon: SupportIcon;
};

/** Where the contact card leads: the contact block further down the Support Hub. */
export const directAssistanceId = 'direct-assistance';

export const supportCards: SupportCard[] = [
  {
    id: 'centre-resources',
    title: 'Centre Resources',
    description:
      'The centre handbook, registration templates and assessment guidance: everything you need to run Larkfield qualifications.',
    href: paths.resources.getHref(),
    icon: 'folder',
  },
  {
    id: 'policies',
    title: 'Policies',
    description:
      'Reasonable adjustments and special consideration, malpractice and maladministration, and appeals: the policies every centre must follow.',
    href: paths.resources.getHref('downloads'),
    icon: 'shield',
  },
  {
    id: 'centre-faqs',
    title: 'Centre FAQs',
    description:
      'Quick answers about approval, certificates, adjustments, appeals and replacement certificates.',
    href: paths.resources.getHref('faqs'),
    icon: 'question',
  },
  {
    id: 'contact',
    title: 'Contact Us',
    description:
      'Speak to the centre support team by phone or e-mail, Monday to Friday, for help with anything not covered here.',
    href: `#${directAssistanceId}`,
    icon: 'phone',
  },
  {
    id: 'portal-guide',
    title: 'Portal Guide',
    description:
      'Step-by-step guides to the centre portal: signing in, registering learners, recording results and claiming certificates.',
    href: paths.resources.getHref('guides'),
    icon: 'monitor',
  },
];

export type CentreUpdate = {
  id: string;
  title: string;
  /** ISO 8601 date (yyyy-mm-dd). */
  date: string;
};

/** Newest first. */
export const centreUpdates: CentreUpdate[] = [
  {
    id: 'fees-2027',
    title: 'Registration and certification fees for 2027/28 published',
    date: '2026-11-16',
  },
  {
    id: 'winter-deadline',
    title: 'Claim by 11 December for certificates issued before the winter break',
    date: '2026-11-09',
  },
  {
    id: 'portal-maintenance',
    title: 'Centre portal maintenance: Saturday 5 December, 7:00 to 11:00 AM',
    date: '2026-11-02',
  },
  {
    id: 'adjustments-policy',
    title: 'Updated Reasonable Adjustments and Special Consideration Policy for 2026/27',
    date: '2026-10-26',
  },
  {
    id: 'eqa-sampling',
    title: 'New EQA sampling plan for Teaching and Lecturing qualifications',
    date: '2026-10-12',
  },
];
