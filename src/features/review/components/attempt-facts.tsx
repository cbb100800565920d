import type { ReactNode } from 'react';

import { formatDateTime } from '@/domain/dates';

import type { VerificationAttempt } from '../types';
import { attemptSource } from '../utils/attempt-labels';

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

/** What the visitor typed and where from, as the attempt recorded it. */
export function AttemptFacts({ attempt }: { attempt: VerificationAttempt }) {
  return (
    <dl className="mt-3 divide-y divide-slate-100">
      <Detail term="Source">{attemptSource(attempt)}</Detail>
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
  );
}

/** A suspicious attempt's review so far: who flagged it and why, and its investigation. */
export function ReviewTrail({ attempt }: { attempt: VerificationAttempt }) {
  return (
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
  );
}
