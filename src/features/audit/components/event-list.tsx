import { useId, useState, type Ref } from 'react';

import type { AuditEvent } from '@/domain/audit';
import { describeAction, describeChanges } from '@/domain/audit-descriptions';
import { formatDateTime } from '@/domain/dates';

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

/** When it happened, as a `<time>` a machine can read too. */
function When({ at, className }: { at: Date; className?: string }) {
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
function ChangeList({ changes, id, hidden }: { changes: string[]; id?: string; hidden?: boolean }) {
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

const itemClass = 'py-3 focus:outline-2 focus:outline-brand-600';

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
 * One row of the log: when and who, then what was done and whom it was about, in columns shared
 * with the other rows from 640 px (a stack on a phone), and 'Show changes', a disclosure
 * button, for the rest.
 */
function LogLine({ event }: { event: AuditEvent }) {
  const [open, setOpen] = useState(false);
  const ids = useId();
  const changes = describeChanges(event.changes, event.entity);
  return (
    <li
      tabIndex={-1}
      className={`${itemClass} text-sm sm:col-span-full sm:grid sm:grid-cols-subgrid sm:items-baseline`}
    >
      <p className="text-slate-700 sm:flex sm:flex-col">
        <When at={event.at} className="tabular-nums" />
        <span aria-hidden="true" className="sm:hidden">
          {' · '}
        </span>
        <span className="break-words sm:text-xs">{event.actorEmail}</span>
      </p>
      <p id={`${ids}-what`} className="mt-1 text-slate-900 sm:mt-0">
        <span className="font-semibold">{describeAction(event.action)}</span>: {event.subject}
      </p>
      {changes.length > 0 ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${ids}-changes`}
            aria-describedby={`${ids}-what`}
            onClick={() => setOpen((shown) => !shown)}
            className="mt-1 -ml-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:bg-brand-50 hover:text-brand-900 sm:mt-0 sm:ml-0"
          >
            Show changes
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            >
              <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className="sm:col-span-2 sm:col-start-2">
            <ChangeList changes={changes} id={`${ids}-changes`} hidden={!open} />
          </div>
        </>
      ) : null}
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
