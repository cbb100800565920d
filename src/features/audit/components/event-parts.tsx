import { formatDateTime } from '@/domain/dates';

/** When it happened, as a `<time>` a machine can read too. */
export function When({ at, className }: { at: Date; className?: string }) {
  return (
    <time
      dateTime={Number.isNaN(at.getTime()) ? undefined : at.toISOString()}
      className={className}
    >
      {formatDateTime(at)}
    </time>
  );
}

/** Each field that changed, with its old and new value ('Surname: Smith → Smyth'). */
export function ChangeList({
  changes,
  id,
  hidden,
}: {
  changes: string[];
  id?: string;
  hidden?: boolean;
}) {
  return (
    <ul id={id} hidden={hidden} className="mt-1 space-y-0.5 text-slate-800">
      {changes.map((change) => (
        <li key={change} className="break-words">
          {change}
        </li>
      ))}
    </ul>
  );
}

/** An event's item: it can take focus, so a keyboard user can be put on it. */
export const itemClass = 'py-3 focus:outline-2 focus:outline-brand-600';
