import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { NewsArticle, NewsSummary } from '@/content/news';

import { ArticleBody } from './article-body';
import { NewsCards } from './news-cards';
import { NewsDate } from './news-date';
import { ShareLinks } from './share-links';

type NewsArticleViewProps = {
  article: NewsArticle;
  related: NewsSummary[];
};

export function NewsArticleView({ article, related }: NewsArticleViewProps) {
  // The public address, not this window's: the same in pre-rendered HTML and in the browser.
  const address = new URL(paths.news.getHref(article.id), site.url).href;
  return (
    <>
      <article>
        <PageHero title={article.title}>
          {/* On a phone the date and the author take a line each, with no separator left
              hanging at the end of the first. */}
          <p className="mt-4 flex flex-col gap-x-3 gap-y-1 text-brand-100 sm:flex-row sm:flex-wrap">
            <span>
              <span className="sr-only">Published </span>
              <NewsDate date={article.date} className="font-semibold text-white" />
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span>
              By <span className="font-semibold text-white">{article.author}</span>
            </span>
          </p>
        </PageHero>
        <Container className="py-10 sm:py-14">
          <div className="mx-auto max-w-3xl">
            <img
              src={article.image}
              alt=""
              width={1200}
              height={500}
              className="aspect-[12/5] w-full rounded-2xl object-cover shadow-sm ring-1 ring-slate-200"
            />
            <p className="mt-8 text-xl leading-relaxed font-medium text-slate-800">
              {article.summary}
            </p>
            <div className="mt-6">
              <ArticleBody blocks={article.content} />
            </div>
            <ShareLinks url={address} title={article.title} />
          </div>
        </Container>
      </article>
      {related.length > 0 ? (
        <Section id="related-heading" title="Related articles" tone="muted">
          <NewsCards articles={related} columns={2} />
        </Section>
      ) : null}
    </>
  );
}
