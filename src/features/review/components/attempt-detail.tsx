import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { formatDateTime } from '@/domain/dates';
import { REVIEW_NOTE_LIMIT } from '@/domain/limits';

import type { ReviewStepKind, VerificationAttempt } from '../types';
import { suspiciousLabel } from '../utils/attempt-labels';
import { StatusLabel } from './status-label';

type AttemptDetailProps = {
  attempt: VerificationAttempt;
  note: string;
  onNoteChange: (note: string) => void;
  /** The action under way, if any: every action waits for it. */
  busy: ReviewStepKind | null;
  onFlagSuspicious: () => void;
  onMarkUnderInvestigation: () => void;
  /** Asks for confirmation first: marking investigated closes the attempt, deleting its record. */
  onMarkInvestigated: () => void;
  /** Why the last action failed, shown by the buttons. */
  error?: string | null;
  /** The attempt's review events, under everything else. */
  history?: ReactNode;
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="break-words text-slate-700">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-slate-600 italic">Not given</span>;

function orNotGiven(value: string | null): ReactNode {
  return value ? value : notGiven;
}

/** Everything recorded about one attempt, its review trail, and what can be done next. */
export function AttemptDetail({
  attempt,
  note,
  onNoteChange,
  busy,
  onFlagSuspicious,
  onMarkUnderInvestigation,
  onMarkInvestigated,
  error,
  history,
}: AttemptDetailProps) {
  const headingId = useId();
  const label = suspiciousLabel(attempt);
  const suspicious = attempt.status === 'suspicious';
  // Once under investigation there is nothing left to record: the only step is closing it.
  const takesNote = !attempt.isUnderInvestigation;
  const working = busy !== null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          Attempt details
        </h2>
        {label ? <StatusLabel label={label} /> : null}
      </div>

      <dl className="mt-3 divide-y divide-slate-100">
        <Detail term="First name">{orNotGiven(attempt.firstName)}</Detail>
        <Detail term="Surname">{orNotGiven(attempt.surname)}</Detail>
        <Detail term="Certificate number">{orNotGiven(attempt.certificateNumber)}</Detail>
        <Detail term="Student number">{orNotGiven(attempt.studentNumber)}</Detail>
        <Detail term="Attempted at">{formatDateTime(attempt.attemptedAt)}</Detail>
        <Detail term="IP address">{orNotGiven(attempt.ipAddress)}</Detail>
        <Detail term="User agent">
          <span className="text-sm">{orNotGiven(attempt.userAgent)}</span>
        </Detail>
      </dl>

      {suspicious ? (
        <>
          <h3 className="mt-6 text-lg font-bold text-brand-900">Previous review</h3>
          <dl className="mt-1 divide-y divide-slate-100">
            <Detail term="Reviewed by">{orNotGiven(attempt.reviewedBy)}</Detail>
            <Detail term="Reviewed at">{formatDateTime(attempt.reviewedAt, 'Not recorded')}</Detail>
            <Detail term="Review note">{orNotGiven(attempt.reviewNote)}</Detail>
          </dl>

          <h3 className="mt-6 text-lg font-bold text-brand-900">Investigation</h3>
          {attempt.isUnderInvestigation ? (
            <dl className="mt-1 divide-y divide-slate-100">
              <Detail term="Investigated by">{orNotGiven(attempt.investigatedBy)}</Detail>
              <Detail term="Investigated at">
                {formatDateTime(attempt.investigatedAt, 'Not recorded')}
              </Detail>
              <Detail term="Investigation note">{orNotGiven(attempt.investigationNote)}</Detail>
            </dl>
          ) : (
            <p className="mt-1 text-slate-700">Not yet under investigation.</p>
          )}
        </>
      ) : null}

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
      {history}
    </section>
  );
}
