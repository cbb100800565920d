import { addMonths, isSameMonth, setMonth } from 'date-fns';
import { useId } from 'react';

import { monthNames, yearOptions, type CalendarBounds } from '@/domain/calendar';

import { Chevron, IconButton, selectClass } from './calendar-parts';

const MONTHS = monthNames();

type MonthYearBarProps = {
  /** The day the calendar is on; its month and year are shown. */
  active: Date;
  bounds: CalendarBounds;
  today: Date;
  onMove: (day: Date) => void;
  onMoveToYear: (year: number) => void;
};

/** The month and year shown, chosen from lists or paged a month at a time. */
export function MonthYearBar({ active, bounds, today, onMove, onMoveToYear }: MonthYearBarProps) {
  const ids = useId();
  const year = active.getFullYear();
  const currentYear = bounds.max.getFullYear();
  return (
    <div className="mt-1 flex items-center justify-between gap-1">
      <IconButton
        label="Previous month"
        disabled={isSameMonth(active, bounds.min)}
        onClick={() => onMove(addMonths(active, -1))}
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
          onChange={(event) => onMove(setMonth(active, Number(event.target.value)))}
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
          onChange={(event) => onMoveToYear(Number(event.target.value))}
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
        onClick={() => onMove(addMonths(active, 1))}
      >
        <Chevron direction="right" />
      </IconButton>
    </div>
  );
}
