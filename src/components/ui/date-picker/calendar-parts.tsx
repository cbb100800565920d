import type { ReactNode } from 'react';

// The calendar's buttons and selects, as its parts share them.

export const selectClass =
  'rounded-lg border border-slate-400 bg-white px-1.5 py-1.5 text-sm font-semibold text-slate-900 focus:border-brand-600';
export const smallButton =
  'inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
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

export function IconButton(props: {
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

/** The calendar drawn in the date field, which opens the calendar. */
export function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeLinecap="round" />
    </svg>
  );
}
