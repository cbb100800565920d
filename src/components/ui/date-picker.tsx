import { useCallback, useId, useRef, useState, type ReactNode } from 'react';

import { toIsoDay } from '@/domain/iso-day';

import { Calendar } from './date-picker/calendar';
import { DayInput } from './date-picker/day-input';
import { useAnchoredPosition } from './date-picker/use-anchored-position';
import { useModalDialog } from './use-modal-dialog';
import { FieldLabel, FieldMessages, useFieldIds } from './field';

type DatePickerProps = {
  label: string;
  /** 'yyyy-MM-dd', or '' for no date. Other text (an older record) is shown as written. */
  value: string;
  /** Called with 'yyyy-MM-dd' when a day is chosen. */
  onChange: (value: string) => void;
  required?: boolean;
  id?: string;
  /** Submits the 'yyyy-MM-dd' value under this name through a hidden input. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  /** The calendar's heading and accessible name; 'Choose ' plus the label by default. */
  calendarLabel?: string;
  /** The day counted as today: later days cannot be chosen. Injectable for tests. */
  today?: Date;
  className?: string;
};

/**
 * A date field for past dates: a read-only text box showing the date in full ('14 March 2025')
 * that opens a calendar when clicked or on Enter, Space or Down Arrow. The calendar is a modal
 * dialog anchored under the field, or a bottom sheet on small screens; it hands focus back to
 * the field when it closes.
 */
export function DatePicker({
  label,
  value,
  onChange,
  required,
  id,
  name,
  hint,
  error,
  disabled,
  placeholder = 'Select a date',
  calendarLabel,
  today,
  className = '',
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const { id: generatedId, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const inputId = id ?? generatedId;
  const titleId = `${useId()}-calendar`;
  const inputRef = useRef<HTMLInputElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const dialogRef = useModalDialog({ open, onClose: close, closeOnBackdropClick: true });
  useAnchoredPosition(dialogRef, inputRef, open);

  function openCalendar() {
    if (!disabled) setOpen(true);
  }

  function pick(day: Date) {
    onChange(toIsoDay(day));
    setOpen(false);
  }

  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} showRequired={required} />
      <div className="relative mt-1">
        <DayInput
          inputRef={inputRef}
          id={inputId}
          value={value}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          describedBy={describedBy}
          invalid={Boolean(error)}
          onOpen={openCalendar}
        />
        {name ? <input type="hidden" name={name} value={value} /> : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />

      <dialog
        ref={dialogRef}
        aria-labelledby={open ? titleId : undefined}
        className="m-0 max-h-[calc(100dvh-1rem)] w-full max-w-none bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/40 max-sm:inset-x-0 max-sm:top-auto max-sm:bottom-0 max-sm:rounded-t-2xl sm:top-(--anchor-top) sm:right-auto sm:bottom-auto sm:left-(--anchor-left) sm:w-80 sm:rounded-xl sm:border sm:border-slate-200 sm:backdrop:bg-transparent"
      >
        {open ? (
          <Calendar
            value={value}
            today={today ?? new Date()}
            title={calendarLabel ?? `Choose ${label.toLowerCase()}`}
            titleId={titleId}
            onPick={pick}
            onClose={close}
          />
        ) : null}
      </dialog>
    </div>
  );
}
