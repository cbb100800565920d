import type { Ref } from 'react';

import { describeAction, describeChanges, type AuditEvent } from '@/domain/audit';
import { formatDateTime } from '@/domain/dates';

type EventListProps = {
  events: AuditEvent[];
  /** Say whom each event is about (the Activity page); a record's own history need not. */
  showSubject?: boolean;
  /** A label for the list, read before its items. */
  'aria-label': string;
  ref?: Ref<HTMLOListElement>;
};

/**
 * Events as people read them, in the order given: when, who, what was done and, for each field
 * that changed, its old and new value ('Surname: Smith → Smyth'). Each item can take focus, so
 * a keyboard user can be put on the first of the events just loaded.
 */
export function EventList({
  events,
  showSubject = false,
  'aria-label': label,
  ref,
}: EventListProps) {
  return (
    <ol ref={ref} aria-label={label} className="divide-y divide-slate-200">
      {events.map((event) => {
        const changes = describeChanges(event.changes, event.entity);
        return (
          <li key={event.id} tabIndex={-1} className="py-3 focus:outline-2 focus:outline-brand-600">
            <p className="text-sm text-slate-700">
              <time
                dateTime={Number.isNaN(event.at.getTime()) ? undefined : event.at.toISOString()}
              >
                {formatDateTime(event.at)}
              </time>
              <span aria-hidden="true"> · </span>
              <span className="break-all">{event.actorEmail}</span>
            </p>
            <p className="mt-1 font-semibold text-slate-900">
              {describeAction(event.action)}
              {showSubject ? (
                <span className="font-normal text-slate-700">: {event.subject}</span>
              ) : null}
            </p>
            {changes.length > 0 ? (
              <ul className="mt-1 space-y-0.5 text-slate-800">
                {changes.map((change) => (
                  <li key={change} className="break-words">
                    {change}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
