import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import {
  StatusReasonFields,
  emptyReasonDraft,
  reasonProblem,
  type ReasonDraft,
} from '@/components/status-reason-fields';
import type { StatusReason } from '@/domain/certificate-status';

type StatusReasonFormProps = {
  /** The form's accessible name, such as 'Suspend this certificate'. */
  label: string;
  /** What the step does, said above the fields. */
  children: ReactNode;
  submitLabel: string;
  /** Shown on the button while the step is being saved. */
  pendingLabel: string;
  pending: boolean;
  noteRequired?: boolean;
  onSubmit: (reason: StatusReason) => void;
  onCancel: () => void;
};

/** Asks why a status step is taken, then takes it; the first field in error takes focus. */
export function StatusReasonForm({
  label,
  children,
  submitLabel,
  pendingLabel,
  pending,
  noteRequired = false,
  onSubmit,
  onCancel,
}: StatusReasonFormProps) {
  const idPrefix = useId();
  const [draft, setDraft] = useState<ReasonDraft>(emptyReasonDraft);
  const [submitted, setSubmitted] = useState(false);
  const problem = reasonProblem(draft, noteRequired);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (problem) {
      document.getElementById(`${idPrefix}-${problem.field}`)?.focus();
      return;
    }
    if (draft.code === '') return;
    onSubmit({ code: draft.code, note: draft.note.trim() });
  }

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={handleSubmit}
      className="space-y-4 rounded-lg border border-slate-300 bg-white p-4"
    >
      <div className="text-sm text-slate-700">{children}</div>
      <StatusReasonFields
        idPrefix={idPrefix}
        value={draft}
        onChange={setDraft}
        problem={submitted ? problem : null}
        noteRequired={noteRequired}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" aria-disabled={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
