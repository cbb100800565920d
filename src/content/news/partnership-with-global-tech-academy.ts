import type { ArticleBlock } from '../news';

/** The body of the article of the same id in ../news.ts, below its heading. */
export const body: ArticleBlock[] = [
  {
    type: 'p',
    text: 'Larkfield Awards and Global Tech Academy, one of England’s fastest-growing independent training providers, have signed a three-year partnership. From this autumn, the academy will offer Larkfield administration and digital skills qualifications at all eleven of its centres and through its online campus.',
  },
  { type: 'h2', text: 'What the partnership means for learners' },
  {
    type: 'ul',
    items: [
      'Regulated qualifications from Level 1 to Level 3 in business administration and digital office skills',
      'Flexible study: classroom, blended and fully online routes, all leading to the same certificate',
      'Progression advice at every stage, including routes into our teaching and lecturing qualifications',
      'Certificates that employers can verify online in seconds',
    ],
  },
  { type: 'h2', text: 'A shared commitment to quality' },
  {
    type: 'p',
    text: 'Global Tech Academy’s centres completed our full approval process, including a review of their internal quality assurance and assessor qualifications. A dedicated External Quality Assurer will work with the academy’s quality team throughout the partnership.',
  },
  {
    type: 'p',
    text: 'Our Chief Executive, Dr Eleanor Price, said: “Global Tech Academy shares our belief that practical, recognised qualifications change careers. Together we can reach thousands of adults who want to move into better-paid office and digital roles.”',
  },
];
