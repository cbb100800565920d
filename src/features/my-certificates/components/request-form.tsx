import { useId, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField } from '@/components/ui/field';
import {
  learnerRequestKindLabels,
  learnerRequestKinds,
  requestTextError,
  type LearnerRequestKind,
} from '@/domain/learner-requests';
import { LEARNER_REQUEST_TEXT_LIMIT } from '@/domain/limits';
import { failureMessage } from '@/lib/failure-message';

type RequestFormProps = {
  certificateNumber: string;
  onSend: (kind: LearnerRequestKind, text: string) => Promise<void>;
  onCancel: () => void;
};

/**
 * A request to the learner's centre about one certificate: a change of name, a correction, or a
 * replacement for one lost. The centre answers through the record itself.
 */
export function RequestForm({ certificateNumber, onSend, onCancel }: RequestFormProps) {
  const ids = useId();
  const [kind, setKind] = useState<LearnerRequestKind>('correction');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = requestTextError(text);
    setError(problem);
    if (problem) return;
    setSending(true);
    setFailure(null);
    try {
      await onSend(kind, text);
    } catch (caught) {
      setFailure(`Your request was not sent: ${failureMessage(caught)}`);
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Ask about certificate ${certificateNumber}`}
      className="mt-5 space-y-4 border-t border-slate-200 pt-5"
    >
      <SelectField
        id={`${ids}-kind`}
        label="What do you need?"
        value={kind}
        onChange={(event) => setKind(event.target.value as LearnerRequestKind)}
      >
        {learnerRequestKinds.map((value) => (
          <option key={value} value={value}>
            {learnerRequestKindLabels[value]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${ids}-text`}
        label="What should change"
        hint={`Up to ${LEARNER_REQUEST_TEXT_LIMIT.toLocaleString('en-GB')} characters. Your centre reads this.`}
        rows={4}
        maxLength={LEARNER_REQUEST_TEXT_LIMIT}
        required
        value={text}
        error={error ?? undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {failure ? (
        <Alert tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" aria-disabled={sending || undefined}>
          {sending ? 'Sending...' : 'Send to My Centre'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
