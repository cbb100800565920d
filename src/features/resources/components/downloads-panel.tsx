import type { Download } from '@/content/resources';

import { ResourceLink } from './resource-link';

const typeStyles: Record<Download['type'], string> = {
  PDF: 'bg-red-50 text-red-800 ring-red-200',
  Word: 'bg-brand-50 text-brand-800 ring-brand-200',
  Excel: 'bg-green-50 text-green-800 ring-green-200',
};

function DownloadCard({ item }: { item: Download }) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className={`flex size-12 shrink-0 items-center justify-center rounded-lg text-xs font-bold ring-1 ${typeStyles[item.type]}`}
      >
        {item.type === 'Excel' ? 'XLS' : item.type === 'Word' ? 'DOC' : 'PDF'}
      </span>
      <div className="min-w-0">
        <h4 className="font-semibold text-brand-900">{item.title}</h4>
        <p className="mt-1 text-slate-700">{item.description}</p>
        <p className="mt-2 text-sm text-slate-600">
          {item.type} document, {item.size}
        </p>
        <p className="mt-3">
          <ResourceLink link={item.link} context={item.title} />
        </p>
      </div>
    </li>
  );
}

/** Centre documents and policies, grouped, each sent on request by e-mail. */
export function DownloadsPanel({ items }: { items: readonly Download[] }) {
  const groups = [...new Set(items.map((item) => item.group))];
  return (
    <div className="space-y-10">
      <p className="max-w-3xl text-slate-700">
        We send controlled documents by e-mail so that every centre works from the current version.
        Choose <span className="font-semibold">Request a copy</span> and we will reply within one
        working day.
      </p>
      {groups.map((group) => (
        <div key={group}>
          <h3 className="text-xl font-semibold text-brand-900">{group}</h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {items
              .filter((item) => item.group === group)
              .map((item) => (
                <DownloadCard key={item.id} item={item} />
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
