import type { ArticleBlock } from '../news';

/** The body of the article of the same id in ../news.ts, below its heading. */
export const body: ArticleBlock[] = [
  {
    type: 'p',
    text: 'In May 2020, in the middle of the first national lockdown, Larkfield Awards was recognised by Ofqual as an awarding organisation. It was an odd time to celebrate, and an odd time to launch anything. Five years on, I want to thank the centres, assessors and learners who took a chance on a small, new awarding body.',
  },
  { type: 'h2', text: 'Where we started' },
  {
    type: 'p',
    text: 'Larkfield began in 2015 as a handful of further education teachers and assessors who believed vocational qualifications could be rigorous without being bureaucratic. For five years we built endorsed programmes, wrote our quality framework and learned from every centre we worked with before we applied for recognition.',
  },
  { type: 'h2', text: 'Five years in numbers' },
  {
    type: 'ul',
    items: [
      'More than 18,000 certificates issued',
      'Over 120 approved centres, from single-site training providers to multi-academy trusts',
      '23 regulated qualifications across three sectors',
      'Centre satisfaction of 96% in our most recent annual survey',
    ],
  },
  { type: 'h3', text: 'What we are proudest of' },
  {
    type: 'p',
    text: 'Numbers only tell part of the story. What stays with us are the learners: the parent volunteer who became a specialist teaching assistant, the warehouse supervisor who now runs an office, the electrician who now trains the next generation of apprentices.',
  },
  { type: 'h2', text: 'What comes next' },
  {
    type: 'p',
    text: 'Over the next five years we will keep our qualifications current with the skills employers need, make our services quicker and simpler for centres, and keep every decision focused on the learner. Thank you for being part of the journey so far.',
  },
];
