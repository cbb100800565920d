import { useId, useState } from 'react';

import type { AuditEvent } from '@/domain/audit';
import { describeAction, describeChanges } from '@/domain/audit-descriptions';

import { ChangeList, itemClass, When } from './event-parts';

/**
 * One row of the log: when and who, then what was done and whom it was about, in columns shared
 * with the other rows from 640 px (a stack on a phone), and 'Show changes', a disclosure
 * button, for the rest.
 */
export function LogLine({ event }: { event: AuditEvent }) {
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
