import { setYear, subDays } from 'date-fns';
import { useState } from 'react';

import { CALENDAR_FIRST_YEAR, DECADE, calendarBounds, clampDay } from '@/domain/calendar';
import { parseIsoDay } from '@/domain/iso-day';

import { Chevron, smallButton } from './calendar-parts';
import { DayGrid } from './day-grid';
import { MonthYearBar } from './month-year-bar';

type CalendarProps = {
  /** The chosen day as 'yyyy-MM-dd', or ''. */
  value: string;
  today: Date;
  /** The calendar's heading, e.g. 'Choose awarded date'. */
  title: string;
  titleId: string;
  onPick: (day: Date) => void;
  onClose: () => void;
};

/**
 * The calendar inside the date picker's dialog: month and year pickers, paging by month and by
 * ten years, the day grid, and the Today / Yesterday / Close shortcuts. Days after `today` and
 * before 1990 cannot be chosen; later years are listed but disabled.
 */
export function Calendar({ value, today, title, titleId, onPick, onClose }: CalendarProps) {
  const bounds = calendarBounds(today);
  const selected = parseIsoDay(value);
  const [active, setActive] = useState(() => clampDay(selected ?? today, bounds));

  const year = active.getFullYear();
  const currentYear = bounds.max.getFullYear();
  const moveTo = (day: Date) => setActive(clampDay(day, bounds));
  const moveToYear = (target: number) =>
    moveTo(setYear(active, Math.min(Math.max(target, CALENDAR_FIRST_YEAR), currentYear)));

  return (
    <div className="mx-auto max-w-sm p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <h2 id={titleId} className="px-1 text-base font-bold text-brand-900">
        {title}
      </h2>

      <div className="mt-2 flex items-center justify-between">
        <button
          type="button"
          className={smallButton}
          disabled={year <= CALENDAR_FIRST_YEAR}
          onClick={() => moveToYear(year - DECADE)}
        >
          <Chevron direction="left" />
          Previous 10
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={year >= currentYear}
          onClick={() => moveToYear(year + DECADE)}
        >
          Next 10
          <Chevron direction="right" />
        </button>
      </div>

      <MonthYearBar
        active={active}
        bounds={bounds}
        today={today}
        onMove={moveTo}
        onMoveToYear={moveToYear}
      />

      <div className="mt-2">
        <DayGrid
          active={active}
          selected={selected}
          today={today}
          bounds={bounds}
          onActiveChange={setActive}
          onPick={onPick}
        />
      </div>

      <div className="mt-2 flex items-center justify-between border-t border-slate-200 pt-2">
        <div className="flex gap-1">
          <button type="button" className={smallButton} onClick={() => onPick(bounds.max)}>
            Today
          </button>
          <button
            type="button"
            className={smallButton}
            onClick={() => onPick(subDays(bounds.max, 1))}
          >
            Yesterday
          </button>
        </div>
        <button type="button" className={smallButton} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
