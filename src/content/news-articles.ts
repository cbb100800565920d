import { getNewsSummary, type ArticleBlock, type NewsArticle } from './news';

/** Each article's body by id: only the article page needs them (news.ts has the rest). */
const bodies: Record<string, ArticleBlock[]> = {
  'ai-ethics-qualification': [
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
  ],
  'partnership-with-global-tech-academy': [
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
  ],
  'celebrating-our-5th-anniversary': [
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
  ],
  'external-quality-assurance-changes-2025-26': [
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
  ],
};

export function getNewsArticle(id: string): NewsArticle | undefined {
  const summary = getNewsSummary(id);
  const content = summary ? bodies[summary.id] : undefined;
  return summary && content ? { ...summary, content } : undefined;
}
