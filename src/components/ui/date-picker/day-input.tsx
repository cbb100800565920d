import type { KeyboardEvent, Ref } from 'react';

import { formatAwardedDate } from '@/domain/dates';

import { controlClass } from '../field-parts';
import { CalendarIcon } from './calendar-parts';

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

// The input cannot be typed in but it is the way in to the calendar, so it should not look
// switched off as the read-only Centre Number does.
const inputClass = `${controlClass.replace('read-only:bg-slate-50', '')} cursor-pointer pr-10`;

type DayInputProps = {
  inputRef: Ref<HTMLInputElement>;
  id: string;
  /** 'yyyy-MM-dd', or ''; other text is shown as written. */
  value: string;
  required?: boolean;
  disabled?: boolean;
  placeholder: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** Opens the calendar: a click, or Enter, Space or Down Arrow. */
  onOpen: () => void;
};

/** The date in full ('14 March 2025'), read-only, with the calendar drawn at its end. */
export function DayInput({
  inputRef,
  id,
  value,
  required,
  disabled,
  placeholder,
  describedBy,
  invalid,
  onOpen,
}: DayInputProps) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!OPEN_KEYS.has(event.key)) return;
    // Enter would otherwise submit the form the field sits in.
    event.preventDefault();
    onOpen();
  }
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="text"
        readOnly
        required={required}
        disabled={disabled}
        value={formatAwardedDate(value)}
        placeholder={placeholder}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        className={inputClass}
        onClick={onOpen}
        onKeyDown={onKeyDown}
      />
      <CalendarIcon />
    </>
  );
}
