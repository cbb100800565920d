import { use } from 'react';
import { useParams } from 'react-router-dom';

import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { relatedNews } from '@/content/news';
import { loadNewsArticle } from '@/content/news-articles';
import { NewsArticleView } from '@/features/marketing/components/news-article-view';

export default function NewsArticlePage() {
  const { newsId } = useParams();
  const article = use(loadNewsArticle(newsId));
  if (!article) return <NotFound />;
  return (
    <>
      <PageMeta title={article.title} description={article.summary} />
      <NewsArticleView article={article} related={relatedNews(article.id, 2)} />
    </>
  );
}
