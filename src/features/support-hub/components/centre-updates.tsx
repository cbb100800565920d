import type { CentreUpdate } from '@/content/support-hub';
import { formatLongDate, isoDate } from '@/domain/dates';

/** The latest notices for centres, newest first. */
export function CentreUpdates({ updates }: { updates: readonly CentreUpdate[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {updates.map((update) => (
        <li key={update.id} className="flex flex-col gap-1 px-5 py-4">
          <p className="font-semibold text-slate-900">{update.title}</p>
          <time dateTime={isoDate(update.date)} className="text-sm text-slate-600">
            {formatLongDate(update.date)}
          </time>
        </li>
      ))}
    </ul>
  );
}
