import { clsx } from 'clsx';

import { formatDateTime } from '@/domain/dates';

import type { VerificationAttempt } from '../types';
import {
  attemptName,
  attemptReference,
  attemptSource,
  suspiciousLabel,
} from '../utils/attempt-labels';
import { StatusLabel } from './status-label';

type AttemptListItemProps = {
  attempt: VerificationAttempt;
  selected: boolean;
  onSelect: (attempt: VerificationAttempt) => void;
};

/**
 * One attempt in a queue: who was checked, by which number, by whose batch check if an
 * employer's, when, and how far its review is.
 */
export function AttemptListItem({ attempt, selected, onSelect }: AttemptListItemProps) {
  const label = suspiciousLabel(attempt);
  return (
    <li>
      <button
        type="button"
        data-attempt-id={attempt.id}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(attempt)}
        className={clsx(
          'block w-full border-l-4 px-4 py-3 text-left transition-colors',
          selected ? 'border-brand-700 bg-brand-50' : 'border-transparent hover:bg-slate-50',
        )}
      >
        <span className="block font-semibold text-slate-900">{attemptName(attempt)}</span>
        <span className="block text-sm text-slate-700">{attemptReference(attempt)}</span>
        {/* A batch miss says whose batch it was; a public check needs no word. */}
        {attempt.organisation ? (
          <span className="block text-sm font-medium text-brand-800">{attemptSource(attempt)}</span>
        ) : null}
        <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <time dateTime={attempt.attemptedAt?.toISOString()}>
            {formatDateTime(attempt.attemptedAt)}
          </time>
          {label ? <StatusLabel label={label} /> : null}
        </span>
      </button>
    </li>
  );
}
