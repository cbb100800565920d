import { formatDateTime } from '@/domain/dates';

import type { RecentCertificate } from '../types';

/** The five newest certificates, or 'No recent activity'. */
export function RecentActivity({ items }: { items: readonly RecentCertificate[] }) {
  return (
    <section
      aria-labelledby="recent-activity"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="recent-activity" className="text-xl font-bold text-brand-900">
        Recent Activity
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-700">No recent activity</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  Certificate #{item.certificateNumber ?? 'N/A'}
                </p>
                <p className="text-slate-800">{item.fullName ?? 'Unknown'}</p>
                <p className="text-sm text-slate-600">{item.courseName ?? 'Unknown Course'}</p>
              </div>
              <p className="shrink-0 text-sm text-slate-600 tabular-nums">
                {item.createdAt ? (
                  <time dateTime={item.createdAt.toISOString()}>
                    {formatDateTime(item.createdAt)}
                  </time>
                ) : (
                  formatDateTime(item.createdAt)
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
