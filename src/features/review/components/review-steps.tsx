import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { REVIEW_NOTE_LIMIT } from '@/domain/limits';

import type { ReviewStepKind, VerificationAttempt } from '../types';

export type ReviewStepsProps = {
  note: string;
  onNoteChange: (note: string) => void;
  /** The step under way, if any: every step waits for it. */
  busy: ReviewStepKind | null;
  onFlagSuspicious: () => void;
  onMarkUnderInvestigation: () => void;
  /** Asks for confirmation first: marking investigated closes the attempt, deleting its record. */
  onMarkInvestigated: () => void;
  /** Why the last step failed, shown by the buttons. */
  error?: string | null;
};

/** The note a step records, and the steps open on the attempt where it stands. */
export function ReviewSteps({
  attempt,
  note,
  onNoteChange,
  busy,
  onFlagSuspicious,
  onMarkUnderInvestigation,
  onMarkInvestigated,
  error,
}: ReviewStepsProps & { attempt: VerificationAttempt }) {
  const suspicious = attempt.status === 'suspicious';
  // Once under investigation there is nothing left to record: the only step is closing it.
  const takesNote = !attempt.isUnderInvestigation;
  const working = busy !== null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      {takesNote ? (
        <TextareaField
          label={suspicious ? 'Investigation note' : 'Review note'}
          hint={
            suspicious
              ? 'Recorded with your name when you mark the attempt under investigation.'
              : 'Recorded with your name when you flag the attempt as suspicious.'
          }
          rows={3}
          maxLength={REVIEW_NOTE_LIMIT}
          value={note}
          onChange={(event) => onNoteChange(event.target.value)}
          disabled={working}
        />
      ) : (
        <p className="text-slate-700">
          When the investigation is closed, mark the attempt investigated to remove it from the
          queue.
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        {!suspicious ? (
          <Button onClick={onFlagSuspicious} disabled={working}>
            {busy === 'flag' ? 'Flagging...' : 'Flag Suspicious'}
          </Button>
        ) : null}
        {suspicious && !attempt.isUnderInvestigation ? (
          <Button onClick={onMarkUnderInvestigation} disabled={working}>
            {busy === 'investigate' ? 'Saving...' : 'Mark Under Investigation'}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onMarkInvestigated} disabled={working}>
          {busy === 'close' ? 'Removing...' : 'Mark Investigated'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
