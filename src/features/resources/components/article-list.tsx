import type { ResourceArticle } from '@/content/resources';
import { formatLongDate, isoDate } from '@/domain/dates';

import { ResourceLink } from './resource-link';

/** Blog posts, news and guides: title, a sentence, when or how long, and where to read more. */
export function ArticleList({ items }: { items: readonly ResourceArticle[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
          <p className="mt-3 flex flex-wrap gap-x-3 text-sm text-slate-600">
            {item.date ? (
              <time dateTime={isoDate(item.date)}>{formatLongDate(item.date)}</time>
            ) : null}
            {item.date && item.readTime ? <span aria-hidden="true">·</span> : null}
            {item.readTime ? <span>{item.readTime}</span> : null}
          </p>
          {item.link ? (
            <p className="mt-3">
              <ResourceLink link={item.link} context={item.title} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
