import { isSameDay } from 'date-fns';
import type { KeyboardEvent } from 'react';

import { dayLabel, isOutOfBounds, type CalendarBounds } from '@/domain/calendar';

function dayClasses(selected: boolean, isToday: boolean): string {
  const base =
    'mx-auto flex size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors';
  if (selected) return `${base} bg-brand-700 font-semibold text-white hover:bg-brand-800`;
  const today = isToday ? 'border-2 border-brand-600 font-bold text-brand-800' : 'text-slate-900';
  return `${base} ${today} hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-transparent disabled:font-normal disabled:text-slate-400 disabled:hover:bg-transparent`;
}

type DayButtonProps = {
  day: Date;
  /** The day holding the grid's one tab stop. */
  active: Date;
  selected: Date | null;
  today: Date;
  bounds: CalendarBounds;
  /** Hands the button to the grid, which focuses the active day's. */
  register: (day: Date, element: HTMLButtonElement | null) => void;
  onPick: (day: Date) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/** One day of the grid: chosen, today, or out of bounds (disabled), named in full. */
export function DayButton({
  day,
  active,
  selected,
  today,
  bounds,
  register,
  onPick,
  onKeyDown,
}: DayButtonProps) {
  return (
    <button
      ref={(element) => register(day, element)}
      type="button"
      tabIndex={isSameDay(day, active) ? 0 : -1}
      disabled={isOutOfBounds(day, bounds)}
      aria-label={dayLabel(day)}
      aria-pressed={selected ? isSameDay(day, selected) : false}
      aria-current={isSameDay(day, today) ? 'date' : undefined}
      className={dayClasses(Boolean(selected && isSameDay(day, selected)), isSameDay(day, today))}
      onClick={() => onPick(day)}
      onKeyDown={onKeyDown}
    >
      {day.getDate()}
    </button>
  );
}
