import { useSearchParams } from 'react-router-dom';

import { Accordion } from '@/components/ui/accordion';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { newsArticles } from '@/content/news';
import {
  blogPosts,
  downloads,
  guides,
  resourceFaqs,
  resourceTabs,
  type ResourceArticle,
  type ResourceTab,
} from '@/content/resources';

import { ArticleList } from './article-list';
import { DownloadsPanel } from './downloads-panel';

const newsItems: ResourceArticle[] = newsArticles.map((article) => ({
  id: article.id,
  title: article.title,
  description: article.summary,
  date: article.date,
  link: { href: paths.news.getHref(article.id), label: 'Read the article' },
}));

function isResourceTab(value: string | null): value is ResourceTab {
  return resourceTabs.some((tab) => tab === value);
}

const tabs = [
  { id: 'downloads', label: 'Downloads', panel: <DownloadsPanel items={downloads} /> },
  {
    id: 'faqs',
    label: 'FAQs',
    panel: (
      <Accordion
        headingLevel={3}
        items={resourceFaqs.map((faq) => ({
          id: faq.id,
          title: faq.question,
          content: <p className="leading-relaxed">{faq.answer}</p>,
        }))}
      />
    ),
  },
  { id: 'blog', label: 'Blog', panel: <ArticleList items={blogPosts} /> },
  { id: 'news', label: 'News', panel: <ArticleList items={newsItems} /> },
  { id: 'guides', label: 'Guides', panel: <ArticleList items={guides} /> },
] satisfies (TabItem & { id: ResourceTab })[];

/**
 * The resource library. The open tab lives in the address (?tab=faqs) so a link from elsewhere,
 * a bookmark or a shared URL opens the right tab; Downloads is the default.
 */
export function ResourcesTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: ResourceTab = isResourceTab(requested) ? requested : 'downloads';

  function onChange(tab: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (tab === 'downloads') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      // Arrow keys change tab on every press; one history entry per press would trap Back.
      { replace: true },
    );
  }

  return <Tabs items={tabs} label="Resource types" selected={selected} onChange={onChange} />;
}
