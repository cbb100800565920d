import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { NewsSummary } from '@/content/news';

import { NewsDate } from './news-date';

type NewsCardsProps = { articles: NewsSummary[]; columns?: 2 | 3 };

/** Article teasers; the whole card is clickable through its title link. */
export function NewsCards({ articles, columns = 3 }: NewsCardsProps) {
  return (
    <ul className={`grid gap-6 ${columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
      {articles.map((article) => (
        <li
          key={article.id}
          className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
        >
          <img
            src={article.image}
            alt=""
            width={1200}
            height={500}
            loading="lazy"
            className="aspect-[12/5] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <NewsDate date={article.date} className="text-sm font-medium text-slate-600" />
            <h3 className="mt-2 text-lg font-semibold text-brand-900">
              <Link
                to={paths.news.getHref(article.id)}
                className="after:absolute after:inset-0 group-hover:underline focus:outline-none"
              >
                {article.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-slate-700">{article.summary}</p>
            <p aria-hidden="true" className="mt-4 font-semibold text-brand-700">
              Read the article →
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
