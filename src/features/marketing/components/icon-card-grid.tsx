import type { IconCard } from '@/content/marketing-icons';

import { Icon } from './icon';

type IconCardGridProps = {
  items: IconCard[];
  columns?: 2 | 3 | 4;
  /** 'white' cards sit on a muted band; 'muted' cards on a white one. */
  tone?: 'white' | 'muted';
};

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A grid of short titled cards, each with an icon: benefits, values, support offered. */
export function IconCardGrid({ items, columns = 3, tone = 'muted' }: IconCardGridProps) {
  const surface =
    tone === 'white'
      ? 'bg-white shadow-sm ring-1 ring-slate-200'
      : 'bg-slate-50 ring-1 ring-slate-200';
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className={`flex gap-4 rounded-2xl p-5 sm:block sm:p-6 ${surface}`}>
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 sm:size-12">
            <Icon name={item.icon} />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-brand-900 sm:mt-4">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
