import { useId, type ReactNode } from 'react';

/** The look of every text-like control; shared with composite fields such as DatePicker. */
export const controlClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100 read-only:bg-slate-50 aria-[invalid=true]:border-red-700';

export type FieldChromeProps = {
  label: ReactNode;
  /** Shown under the label; tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** Shown in red; marks the control aria-invalid and is read with it. */
  error?: ReactNode;
  /** Shows a visible required marker; pass `required` to the control as well. */
  showRequired?: boolean;
  className?: string;
};

/** Ids that tie a control to its hint and error; composite fields use it too. */
export function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldLabel({
  htmlFor,
  label,
  showRequired,
}: {
  htmlFor: string;
  label: ReactNode;
  showRequired?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-slate-900">
      {label}
      {showRequired ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
