import type { ArticleBlock } from '../news';

/** The body of the article of the same id in ../news.ts, below its heading. */
export const body: ArticleBlock[] = [
  {
    type: 'p',
    text: 'We are pleased to announce the Larkfield Level 3 Award in AI Ethics in the Workplace (RQF), our first qualification dedicated to the responsible use of artificial intelligence. It was developed with employers, further education colleges and data protection specialists, and it is now regulated by Ofqual.',
  },
  { type: 'h2', text: 'Why AI ethics, and why now' },
  {
    type: 'p',
    text: 'In less than three years, generative AI tools have moved from novelty to everyday use in offices, classrooms and public services. The employers we consulted told us the same thing: their staff are already using these tools, and they need to know how to use them well. That means understanding what information must never be shared with a chatbot, how to spot biased or invented output, and when a person, not a system, must make the final decision.',
  },
  { type: 'h2', text: 'What the qualification covers' },
  {
    type: 'p',
    text: 'The award has a total qualification time (TQT) of 120 hours and four mandatory units:',
  },
  {
    type: 'ul',
    items: [
      'Principles of ethical and responsible artificial intelligence',
      'Data protection, privacy and UK GDPR when using AI systems',
      'Recognising bias, fairness and accountability in automated decisions',
      'Applying AI ethics at work: policies, risk assessment and human oversight',
    ],
  },
  { type: 'h3', text: 'How it is assessed' },
  {
    type: 'p',
    text: 'Learners build a portfolio of evidence from their own workplace and complete a short case study set by Larkfield. Centres mark the work, and our External Quality Assurers sample it to make sure standards are consistent across every centre.',
  },
  { type: 'h3', text: 'Who it is for' },
  {
    type: 'p',
    text: 'The award is open to learners aged 16 and over who use, or will soon use, AI tools in their work: administrators, team leaders, learning support staff and tutors. There are no formal entry requirements.',
  },
  { type: 'h2', text: 'How centres can offer it' },
  {
    type: 'p',
    text: 'Approved centres can apply to add the award through the centre portal from 1 September 2025, and the first learner registrations open on 1 October. We are waiving the qualification approval fee for existing centres that apply before 31 December 2025.',
  },
  {
    type: 'p',
    text: 'The specification and sample assessment materials are available from your account manager. If you are not yet a Larkfield centre, our centre team will be happy to talk you through approval.',
  },
];
