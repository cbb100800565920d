import {
  statusReasonCodes,
  statusReasonError,
  statusReasonLabels,
  type StatusReasonCode,
} from '@/domain/certificate-status';
import { STATUS_NOTE_LIMIT } from '@/domain/limits';

import { SelectField, TextareaField } from './ui/field';

export type ReasonDraft = { code: StatusReasonCode | ''; note: string };

export const emptyReasonDraft: ReasonDraft = { code: '', note: '' };

/** A problem with a reason, and the control it is about. */
type ReasonProblem = { field: 'reason' | 'note'; text: string };

/**
 * Why the reason cannot be saved, or null. The domain's checks, plus a note whenever one is
 * required (a withdrawal request is decided by someone else, who needs to know what happened).
 */
export function reasonProblem(draft: ReasonDraft, noteRequired = false): ReasonProblem | null {
  const text = statusReasonError(draft.code, draft.note);
  if (text) return { field: text === 'Choose a reason.' ? 'reason' : 'note', text };
  if (noteRequired && draft.note.trim() === '') {
    return { field: 'note', text: 'Say what happened, for the staff member who decides.' };
  }
  return null;
}

type StatusReasonFieldsProps = {
  /** Prefix for the controls' ids: `${idPrefix}-reason` and `${idPrefix}-note`. */
  idPrefix: string;
  value: ReasonDraft;
  onChange: (value: ReasonDraft) => void;
  /** The problem with the reason as it stands, shown once the form has been submitted. */
  problem?: ReasonProblem | null;
  /** Whether a note must be given whatever the reason (a withdrawal request). */
  noteRequired?: boolean;
};

/**
 * Why a certificate's status changes: a reason from the fixed list and a note. Shared by the
 * status steps and the replacement form, so both ask in the same words.
 */
export function StatusReasonFields({
  idPrefix,
  value,
  onChange,
  problem,
  noteRequired = false,
}: StatusReasonFieldsProps) {
  return (
    <div className="grid gap-4">
      <SelectField
        id={`${idPrefix}-reason`}
        label="Reason"
        required
        value={value.code}
        error={problem?.field === 'reason' ? problem.text : undefined}
        onChange={(event) =>
          onChange({ ...value, code: event.target.value as StatusReasonCode | '' })
        }
      >
        <option value="">Choose a reason</option>
        {statusReasonCodes.map((code) => (
          <option key={code} value={code}>
            {statusReasonLabels[code]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${idPrefix}-note`}
        label="Note"
        required={noteRequired || value.code === 'other'}
        hint={`Kept with the record for staff; never shown to the public. At most ${STATUS_NOTE_LIMIT} characters.`}
        rows={3}
        maxLength={STATUS_NOTE_LIMIT}
        value={value.note}
        error={problem?.field === 'note' ? problem.text : undefined}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
      />
    </div>
  );
}
