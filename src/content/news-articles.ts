import { modulesById } from './modules-by-id';
import { getNewsSummary, type ArticleBlock, type NewsArticle } from './news';

/*
 * Each article's body is a module of its own (./news/<id>.ts): only its own page needs it, and
 * news.ts has what the lists show.
 */
const bodies = modulesById(
  '/src/content/news/',
  import.meta.glob<ArticleBlock[]>('/src/content/news/*.ts', { import: 'body' }),
  (id, content): NewsArticle | undefined => {
    const summary = getNewsSummary(id);
    return summary && { ...summary, content };
  },
);

/** The module, as the build names it, that holds an article's body. */
export const newsArticleModule = bodies.moduleOf;

/**
 * One article with its body, or undefined for an unknown id. The same promise for the same id,
 * so that a page can `use` it across renders.
 */
export const loadNewsArticle = bodies.load;
