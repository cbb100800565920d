export type ArticleBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] };

/** What lists and cards show: everything but the body (news-articles.ts holds the bodies). */
export type NewsSummary = {
  /** Slug used in the address: /news/{id}. */
  id: string;
  title: string;
  /** Publication date, ISO 8601 (yyyy-mm-dd). */
  date: string;
  author: string;
  /** Banner illustration under public/; decorative, so it carries no text of its own. */
  image: string;
  summary: string;
};

export type NewsArticle = NewsSummary & { content: ArticleBlock[] };

/**
 * Every article as lists show it, newest first by date below. The bodies are kept apart so that
 * the home page and Resources, which list the news, do not download every article's text.
 */
export const newsArticles: NewsSummary[] = [
  {
    id: 'ai-ethics-qualification',
    title: 'Introducing Our New Qualification in AI Ethics',
    date: '2025-07-10',
    author: 'Admin',
    image: '/images/news/ai-ethics.svg',
    summary:
      'The Larkfield Level 3 Award in AI Ethics in the Workplace gives staff the knowledge to use artificial intelligence tools safely, fairly and lawfully. Centres can apply to offer it from September.',
  },
  {
    id: 'partnership-with-global-tech-academy',
    title: 'Partnership with Global Tech Academy Announced',
    date: '2025-06-18',
    author: 'Communications Team',
    image: '/images/news/partnership.svg',
    summary:
      'A new partnership with Global Tech Academy will bring our digital administration qualifications to more than 2,000 learners a year across its training centres in England.',
  },
  {
    id: 'celebrating-our-5th-anniversary',
    title: 'Celebrating Our 5th Anniversary: A Look Back',
    date: '2025-05-21',
    author: 'Dr Eleanor Price, Chief Executive',
    image: '/images/news/anniversary.svg',
    summary:
      'Five years after Ofqual first recognised Larkfield as an awarding organisation, our Chief Executive looks back at the centres, learners and milestones that have shaped us.',
  },
  {
    id: 'external-quality-assurance-changes-2025-26',
    title: 'Changes to External Quality Assurance Visits for 2025/26',
    date: '2025-04-08',
    author: 'Quality Assurance Team',
    image: '/images/news/quality-assurance.svg',
    summary:
      'From September 2025, external quality assurance will follow a risk-based schedule, with remote sampling available for most qualifications.',
  },
];

/**
 * Newest first. ISO dates sort as plain text; `localeCompare` would load the browser's collation
 * data, tens of milliseconds of a phone's main thread on every page that lists the news.
 */
const byNewest = [...newsArticles].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

export function getNewsSummary(id: string): NewsSummary | undefined {
  return newsArticles.find((article) => article.id === id);
}

export function latestNews(count: number): NewsSummary[] {
  return byNewest.slice(0, count);
}

/** The newest other articles, for "read next" links under an article. */
export function relatedNews(id: string, count: number): NewsSummary[] {
  return byNewest.filter((article) => article.id !== id).slice(0, count);
}
