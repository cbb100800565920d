import { addMonths, isSameMonth, setMonth, setYear, subDays } from 'date-fns';
import { useId, useState, type ReactNode } from 'react';

import {
  CALENDAR_FIRST_YEAR,
  DECADE,
  calendarBounds,
  clampDay,
  monthNames,
  yearOptions,
} from '@/domain/calendar';
import { parseIsoDay } from '@/domain/iso-day';

import { DayGrid } from './day-grid';

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

const MONTHS = monthNames();

const selectClass =
  'rounded-lg border border-slate-400 bg-white px-1.5 py-1.5 text-sm font-semibold text-slate-900 focus:border-brand-600';
const smallButton =
  'inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'left' ? 'M12.5 15 7.5 10l5-5' : 'M7.5 5l5 5-5 5'} />
    </svg>
  );
}

function IconButton(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className={`${smallButton} px-2`}
    >
      {props.children}
    </button>
  );
}

/**
 * The calendar inside the date picker's dialog: month and year pickers, paging by month and by
 * ten years, the day grid, and the Today / Yesterday / Close shortcuts. Days after `today` and
 * before 1990 cannot be chosen; later years are listed but disabled.
 */
export function Calendar({ value, today, title, titleId, onPick, onClose }: CalendarProps) {
  const bounds = calendarBounds(today);
  const selected = parseIsoDay(value);
  const [active, setActive] = useState(() => clampDay(selected ?? today, bounds));
  const ids = useId();

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

      <div className="mt-1 flex items-center justify-between gap-1">
        <IconButton
          label="Previous month"
          disabled={isSameMonth(active, bounds.min)}
          onClick={() => moveTo(addMonths(active, -1))}
        >
          <Chevron direction="left" />
        </IconButton>
        <div className="flex min-w-0 flex-1 gap-1.5">
          <label htmlFor={`${ids}-month`} className="sr-only">
            Month
          </label>
          <select
            id={`${ids}-month`}
            className={`${selectClass} min-w-0 flex-1`}
            value={active.getMonth()}
            onChange={(event) => moveTo(setMonth(active, Number(event.target.value)))}
          >
            {MONTHS.map((name, month) => (
              <option
                key={name}
                value={month}
                disabled={year === currentYear && month > bounds.max.getMonth()}
              >
                {name}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-year`} className="sr-only">
            Year
          </label>
          <select
            id={`${ids}-year`}
            className={`${selectClass} w-20`}
            value={year}
            onChange={(event) => moveToYear(Number(event.target.value))}
          >
            {yearOptions(today).map((option) => (
              <option key={option.year} value={option.year} disabled={option.disabled}>
                {option.year}
              </option>
            ))}
          </select>
        </div>
        <IconButton
          label="Next month"
          disabled={isSameMonth(active, bounds.max)}
          onClick={() => moveTo(addMonths(active, 1))}
        >
          <Chevron direction="right" />
        </IconButton>
      </div>

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
