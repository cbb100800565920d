import type { FeaturedResource } from '@/content/resources';

import { ResourceLink } from './resource-link';

/** The strip of three resources most visitors come for. */
export function FeaturedResources({ items }: { items: readonly FeaturedResource[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col rounded-xl border-t-4 border-accent-400 bg-white p-5 shadow-md ring-1 ring-slate-200"
        >
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {item.kind}
          </p>
          <h3 className="mt-1 text-lg font-semibold text-brand-900">{item.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
          <p className="mt-4">
            <ResourceLink link={item.link} context={item.title} />
          </p>
        </li>
      ))}
    </ul>
  );
}
