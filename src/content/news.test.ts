import { isValid, parseISO } from 'date-fns';

import { getNewsSummary, latestNews, newsArticles, relatedNews } from './news';
import { loadNewsArticle, newsArticleModule } from './news-articles';

describe('news content', () => {
  it('gives every article a unique address-safe id and a real date', async () => {
    const ids = newsArticles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const article of newsArticles) {
      expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(isValid(parseISO(article.date))).toBe(true);
      expect((await loadNewsArticle(article.id))?.content.length).toBeGreaterThan(0);
    }
  });

  it('starts every article body below the page heading', async () => {
    for (const { id } of newsArticles) {
      const article = (await loadNewsArticle(id))!;
      const headings = article.content.filter(
        (block) => block.type === 'h2' || block.type === 'h3',
      );
      expect(headings[0]?.type, article.id).toBe('h2');
    }
  });

  it('holds the AI Ethics announcement of 10 July 2025 by Admin', async () => {
    const article = await loadNewsArticle('ai-ethics-qualification');
    expect(article).toMatchObject({ date: '2025-07-10', author: 'Admin' });
    expect(article?.title).toContain('AI Ethics');
    expect(getNewsSummary('ai-ethics-qualification')).not.toHaveProperty('content');
    expect(await loadNewsArticle('missing')).toBeUndefined();
    expect(await loadNewsArticle(undefined)).toBeUndefined();
  });

  it('keeps each body in a module of its own, one for every article and no more', () => {
    expect(Object.keys(import.meta.glob('./news/*.ts')).sort()).toEqual(
      newsArticles.map((article) => `./news/${article.id}.ts`).sort(),
    );
    const { id } = newsArticles[0]!;
    expect(newsArticleModule(id)).toBe(`src/content/news/${id}.ts`);
    expect(newsArticleModule('missing')).toBeUndefined();
    expect(newsArticleModule(undefined)).toBeUndefined();
    expect(loadNewsArticle(id)).toBe(loadNewsArticle(id));
  });

  it('lists the newest articles first and relates an article to the others', () => {
    expect(latestNews(3).map((article) => article.id)).toEqual([
      'ai-ethics-qualification',
      'partnership-with-global-tech-academy',
      'celebrating-our-5th-anniversary',
    ]);
    expect(relatedNews('ai-ethics-qualification', 2).map((article) => article.title)).toEqual([
      'Partnership with Global Tech Academy Announced',
      'Celebrating Our 5th Anniversary: A Look Back',
    ]);
    expect(relatedNews('partnership-with-global-tech-academy', 2).map((a) => a.id)).toEqual([
      'ai-ethics-qualification',
      'celebrating-our-5th-anniversary',
    ]);
  });
});
