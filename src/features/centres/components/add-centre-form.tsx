import { useId, useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { centreLabel } from '@/domain/centres';
import { CENTRE_NUMBER_LIMIT, NAME_LIMIT } from '@/domain/limits';
import { failureMessage } from '@/lib/failure-message';

import {
  newCentreFrom,
  validateNewCentre,
  type NewCentreDraft,
  type NewCentreErrors,
} from '../utils/new-centre';

const emptyDraft: NewCentreDraft = { centreNumber: '', name: '' };

type AddCentreFormProps = {
  /** The numbers on the register already, as the table lists them. */
  taken: readonly string[];
  pending: boolean;
  /** Approves the centre; rejects with the reason it was not. */
  onAdd: (centre: NewCentreDraft) => Promise<void>;
};

/**
 * 'Add Centre': a number and a name. The centre is active at once: its staff may add
 * certificates under it. What the admin typed stays in the form until the save succeeds.
 */
export function AddCentreForm({ taken, pending, onAdd }: AddCentreFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<NewCentreDraft>(emptyDraft);
  const [errors, setErrors] = useState<NewCentreErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  function edit(field: keyof NewCentreDraft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setAdded(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateNewCentre(draft, taken);
    setErrors(found);
    setFailure(null);
    setAdded(null);
    if (found.centreNumber) return numberRef.current?.focus();
    if (found.name) return nameRef.current?.focus();
    const centre = newCentreFrom(draft);
    try {
      await onAdd(centre);
      setDraft(emptyDraft);
      setAdded(centreLabel(centre));
    } catch (error) {
      setFailure(failureMessage(error, 'The centre could not be added. Try again.'));
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        Add Centre
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        An approved training centre is active at once: its staff can add certificates under it.
      </p>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <TextField
            ref={numberRef}
            label="Centre Number"
            name="centreNumber"
            required
            autoComplete="off"
            maxLength={CENTRE_NUMBER_LIMIT + 4}
            hint="Letters and digits, such as 87590."
            value={draft.centreNumber}
            error={errors.centreNumber}
            onChange={(event) => edit('centreNumber', event.target.value)}
          />
          <TextField
            ref={nameRef}
            label="Centre Name"
            name="centreName"
            required
            autoComplete="organization"
            maxLength={NAME_LIMIT + 20}
            hint="As learners and employers know it, with its town."
            value={draft.name}
            error={errors.name}
            onChange={(event) => edit('name', event.target.value)}
          />
        </div>
        {failure ? (
          <Alert tone="error" role="alert" title="The centre was not added.">
            <p>{failure}</p>
          </Alert>
        ) : null}
        {added ? (
          <Alert tone="success" title={`Centre ${added} is on the register.`}>
            <p>It is active: its staff can add certificates under it.</p>
          </Alert>
        ) : null}
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Adding...' : 'Add Centre'}
        </Button>
      </form>
    </section>
  );
}
