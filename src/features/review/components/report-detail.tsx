import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { formatDateTime } from '@/domain/dates';
import { REVIEW_NOTE_LIMIT } from '@/domain/limits';

import type { VisitorReport } from '../types';
import { StatusLabel } from './status-label';

type ReportDetailProps = {
  report: VisitorReport;
  note: string;
  onNoteChange: (note: string) => void;
  busy: 'investigate' | 'close' | null;
  onMarkUnderInvestigation: () => void;
  /** Asks for confirmation first: closing removes the report. */
  onClose: () => void;
  error: string | null;
  /** The report's events, under everything else. */
  history?: ReactNode;
};

const fact = 'grid gap-1 sm:grid-cols-[10rem_1fr]';

/** What a visitor reported, its investigation so far, and the steps open on it. */
export function ReportDetail({ report, note, onNoteChange, busy, ...steps }: ReportDetailProps) {
  const headingId = useId();
  const working = busy !== null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          Report details
        </h2>
        {report.isUnderInvestigation ? <StatusLabel label="Under Investigation" /> : null}
      </div>
      <dl className="mt-4 space-y-3 text-slate-800">
        <div className={fact}>
          <dt className="font-semibold">Certificate number</dt>
          <dd>{report.certificateNumber}</dd>
        </div>
        <div className={fact}>
          <dt className="font-semibold">Reported</dt>
          <dd>{formatDateTime(report.reportedAt)}</dd>
        </div>
        <div className={fact}>
          <dt className="font-semibold">Why they doubt it</dt>
          <dd className="whitespace-pre-line">{report.reason}</dd>
        </div>
        <div className={fact}>
          <dt className="font-semibold">Contact</dt>
          <dd>{report.contact || 'None given'}</dd>
        </div>
        {report.isUnderInvestigation ? (
          <div className={fact}>
            <dt className="font-semibold">Investigation</dt>
            <dd>
              {report.investigatedBy}, {formatDateTime(report.investigatedAt)}
              {report.investigationNote ? `: ${report.investigationNote}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6 border-t border-slate-200 pt-5">
        {report.isUnderInvestigation ? null : (
          <TextareaField
            label="Investigation note"
            hint="Recorded with your name when you mark the report under investigation."
            rows={3}
            maxLength={REVIEW_NOTE_LIMIT}
            value={note}
            onChange={(event) => onNoteChange(event.target.value)}
            disabled={working}
          />
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {report.isUnderInvestigation ? null : (
            <Button onClick={steps.onMarkUnderInvestigation} disabled={working}>
              {busy === 'investigate' ? 'Saving...' : 'Mark Under Investigation'}
            </Button>
          )}
          <Button variant="outline" onClick={steps.onClose} disabled={working}>
            {busy === 'close' ? 'Closing...' : 'Close'}
          </Button>
        </div>
        {steps.error ? (
          <p role="alert" className="mt-3 font-medium text-red-700">
            {steps.error}
          </p>
        ) : null}
      </div>
      {steps.history}
    </section>
  );
}
