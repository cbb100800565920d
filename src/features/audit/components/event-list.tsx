import type { Ref } from 'react';

import type { AuditEvent } from '@/domain/audit';
import { describeAction, describeChanges } from '@/domain/audit-descriptions';

import { ChangeList, itemClass, When } from './event-parts';
import { LogLine } from './log-line';

type EventListProps = {
  events: AuditEvent[];
  /**
   * 'history': one record's own events, each with its changes spelt out. 'log': the Activity
   * page, one line per event saying whom it was about, its changes shown on demand.
   */
  layout?: 'history' | 'log';
  /** A label for the list, read before its items. */
  'aria-label': string;
  ref?: Ref<HTMLOListElement>;
};

function HistoryItem({ event }: { event: AuditEvent }) {
  const changes = describeChanges(event.changes, event.entity);
  return (
    <li tabIndex={-1} className={itemClass}>
      <p className="text-sm text-slate-700">
        <When at={event.at} />
        <span aria-hidden="true"> · </span>
        <span className="break-all">{event.actorEmail}</span>
      </p>
      <p className="mt-1 font-semibold text-slate-900">{describeAction(event.action)}</p>
      {changes.length > 0 ? <ChangeList changes={changes} /> : null}
    </li>
  );
}

/**
 * Events as people read them, in the order given: when, who and what was done, and for each
 * field that changed its old and new value. Each item can take focus, so a keyboard user can be
 * put on the first of the events just loaded.
 */
export function EventList({
  events,
  layout = 'history',
  'aria-label': label,
  ref,
}: EventListProps) {
  if (layout === 'history') {
    return (
      <ol ref={ref} aria-label={label} className="divide-y divide-slate-200">
        {events.map((event) => (
          <HistoryItem key={event.id} event={event} />
        ))}
      </ol>
    );
  }
  return (
    <ol
      ref={ref}
      aria-label={label}
      className="divide-y divide-slate-200 sm:grid sm:grid-cols-[max-content_minmax(0,1fr)_max-content] sm:gap-x-4"
    >
      {events.map((event) => (
        <LogLine key={event.id} event={event} />
      ))}
    </ol>
  );
}
