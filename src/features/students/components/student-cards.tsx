import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { StatusBadge } from '@/components/status-badge';

import { AwardedDate, Missing, RecordActions, SelectForPrinting } from './record-parts';
import type { StudentRecordsProps } from './students-table';

function Fact({
  term,
  children,
  mono = false,
}: {
  term: string;
  children: ReactNode;
  mono?: boolean;
}) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{term}</dt>
      <dd className={clsx('min-w-0 break-words text-slate-900', mono && 'font-mono')}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The Student List on a phone: one card per learner, with everything the table shows and the
 * certificate number beside the student number, so that nothing needs scrolling sideways.
 */
export function StudentCards({
  rows,
  caption,
  onView,
  highlightedId,
  selectedIds,
  onToggleSelected,
}: StudentRecordsProps) {
  return (
    <ul aria-label={caption} className="space-y-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className={clsx(
            'rounded-xl border p-4 shadow-sm',
            row.id === highlightedId
              ? 'border-accent-400 bg-accent-100'
              : 'border-slate-200 bg-white',
          )}
        >
          <div className="flex items-start gap-3">
            <SelectForPrinting
              certificate={row}
              selected={selectedIds?.has(row.id) ?? false}
              onToggle={onToggleSelected}
              className="mt-1 size-5 shrink-0"
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="text-lg font-bold break-words text-brand-900">
                  {row.fullName.trim() || 'Name not recorded'}
                </h2>
                <StatusBadge status={row.status} pending={row.pendingStatus} />
              </div>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <Fact term="Certificate" mono>
                  {row.certificateNumber || <Missing />}
                </Fact>
                <Fact term="Student" mono>
                  {row.studentNumber || <Missing />}
                </Fact>
                <Fact term="Course">{row.courseName || <Missing />}</Fact>
                <Fact term="Awarded">
                  <AwardedDate value={row.awardedDate} />
                </Fact>
                <Fact term="Centre" mono>
                  {row.centreNumber || <Missing />}
                </Fact>
              </dl>
              <div className="mt-3 -ml-1.5">
                <RecordActions certificate={row} onView={onView} />
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
