import type { ChangeEvent, ReactNode } from 'react';

import { controlClass, FieldLabel, FieldMessages, useFieldIds } from '@/components/ui/field';

import type { GeneratedNumber } from '../hooks/use-generated-numbers';

type NumberFieldProps = {
  id: string;
  label: string;
  /** 'certificate number' or 'student number', for the regenerate button's name. */
  noun: string;
  number: GeneratedNumber;
  placeholder: string;
  hint?: ReactNode;
  error?: ReactNode;
  onEdit: (value: string) => void;
  onBlur: () => void;
  onRegenerate: () => void;
};

/**
 * A required number that the form fills in and staff may overwrite. The 'Auto-generated'
 * marker is read with the field, so a screen reader hears whether the number was typed.
 */
export function NumberField({
  id,
  label,
  noun,
  number,
  placeholder,
  hint,
  error,
  onEdit,
  onBlur,
  onRegenerate,
}: NumberFieldProps) {
  const { id: baseId, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const showMarker = number.generated && !number.pending && number.value !== '';
  const markerId = `${baseId}-marker`;
  const statusId = `${baseId}-status`;

  return (
    <div>
      <FieldLabel htmlFor={id} label={label} showRequired />
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name={id}
          type="text"
          required
          value={number.value}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          aria-describedby={
            [showMarker ? markerId : null, number.pending ? statusId : null, describedBy]
              .filter(Boolean)
              .join(' ') || undefined
          }
          aria-invalid={error ? true : undefined}
          className={`${controlClass} font-mono tracking-wide tabular-nums`}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onEdit(event.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          aria-label={`Generate a new ${noun}`}
          onClick={onRegenerate}
          disabled={number.pending}
          className="shrink-0 rounded-lg border-2 border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Generate
        </button>
      </div>
      {showMarker ? (
        <p id={markerId} className="mt-1.5">
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            <svg viewBox="0 0 16 16" className="size-3.5 fill-current" aria-hidden="true">
              <path d="M8 1.5l1.4 3.6 3.6 1.4-3.6 1.4L8 11.5 6.6 7.9 3 6.5l3.6-1.4zM12.5 10l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z" />
            </svg>
            Auto-generated
          </span>
        </p>
      ) : null}
      {number.pending ? (
        <p id={statusId} className="mt-1.5 text-sm font-medium text-slate-600">
          Generating a number…
        </p>
      ) : null}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
