import type { ArticleBlock } from '../news';

/** The body of the article of the same id in ../news.ts, below its heading. */
export const body: ArticleBlock[] = [
  {
    type: 'p',
    text: 'From 1 September 2025, we are changing how we plan external quality assurance (EQA) activity. The changes follow feedback from centres and a review of five years of sampling outcomes.',
  },
  { type: 'h2', text: 'What is changing' },
  {
    type: 'ul',
    items: [
      'Centres with a strong record will receive one EQA activity a year instead of two',
      'Most sampling can now take place remotely through the centre portal',
      'New centres and new qualifications will still have an on-site visit in their first year',
      'Direct claims status will be reviewed at every EQA activity',
    ],
  },
  { type: 'h2', text: 'What centres need to do' },
  {
    type: 'p',
    text: 'Please make sure your internal quality assurance records and learner evidence are uploaded to the portal before each activity. Your External Quality Assurer will confirm the date, the sample and the format at least four weeks in advance.',
  },
  { type: 'h3', text: 'Questions' },
  {
    type: 'p',
    text: 'Our updated Centre Handbook sets out the new arrangements in full. If you have any questions, contact your account manager or our quality assurance team.',
  },
];
