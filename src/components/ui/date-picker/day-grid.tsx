import { isSameDay } from 'date-fns';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

import {
  clampDay,
  keyTarget,
  monthLabel,
  monthWeeks,
  weekdays,
  type CalendarBounds,
} from '@/domain/calendar';
import { toIsoDay } from '@/domain/iso-day';

import { DayButton } from './day-button';

type DayGridProps = {
  /** The day that holds the grid's single tab stop; its month is the one shown. */
  active: Date;
  selected: Date | null;
  today: Date;
  bounds: CalendarBounds;
  onActiveChange: (day: Date) => void;
  onPick: (day: Date) => void;
};

const WEEKDAYS = weekdays();

/**
 * One month of days as a grid (WAI-ARIA date picker dialog pattern): a single tab stop, arrow
 * keys by day and week, Home/End to the week's ends, Page Up/Down by month (with Shift, by year).
 * Moves are clamped to the bounds, so focus never rests on a day that cannot be chosen.
 */
export function DayGrid({ active, selected, today, bounds, onActiveChange, onPick }: DayGridProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Focus follows the active day after a key press, and on first render (the calendar opening),
  // but not when a month or year control changes it: focus stays on that control.
  const focusActive = useRef(true);
  const activeKey = toIsoDay(active);
  const monthId = useId();

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    buttons.current.get(activeKey)?.focus();
  }, [activeKey]);

  /** Keeps each day's button, to focus the active one. */
  function register(day: Date, element: HTMLButtonElement | null) {
    const key = toIsoDay(day);
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const target = keyTarget(active, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    const next = clampDay(target, bounds);
    if (isSameDay(next, active)) return;
    focusActive.current = true;
    onActiveChange(next);
  }

  return (
    <>
      {/* Announces the month as paging changes it, and names the grid. */}
      <p id={monthId} aria-live="polite" className="sr-only">
        {monthLabel(active)}
      </p>
      {/* role="grid" (as the WAI-ARIA pattern does) puts screen readers into focus mode, so the
          arrow keys reach the days instead of moving the reading cursor round a plain table. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role */}
      <table role="grid" aria-labelledby={monthId} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className="pb-1 text-xs font-semibold text-slate-600"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(active).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <td key={column} className="py-0.5 text-center">
                    <DayButton
                      day={day}
                      active={active}
                      selected={selected}
                      today={today}
                      bounds={bounds}
                      register={register}
                      onPick={onPick}
                      onKeyDown={onKeyDown}
                    />
                  </td>
                ) : (
                  <td key={column} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
