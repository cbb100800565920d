import type { Ref } from 'react';

import { CentreFiguresAge } from '@/components/centre-figures-age';
import { CentreFiguresTable } from '@/components/centre-figures-table';
import { ListSearchForm } from '@/components/list-search-form';
import { Alert } from '@/components/ui/alert';
import { CursorPager } from '@/components/ui/cursor-pager';
import type { Centre } from '@/domain/centres';
import type { CentreFiguresView } from '@/lib/centre-figures-query';

import { centreCountText } from '../utils/centre-list-view';
import type { CentreStep } from '../utils/centre-step-text';
import type { CentreOutcome } from '../utils/centres-screen';
import { CentreStepButton } from './centre-step-button';

type ApprovedCentresProps = {
  /** The page shown. */
  centres: readonly Centre[];
  /** The search in force ('' for every centre). */
  term: string;
  /** How many centres it matches; undefined until counted. */
  count: number | undefined;
  /** True while another page is read (the one shown stays meanwhile). */
  reading: boolean;
  figures: CentreFiguresView;
  /** The addresses of the pages either side, or null at an end. */
  previous: string | null;
  next: string | null;
  onSearch: (term: string) => void;
  /** What the admin's last step did; the screen focuses it once told. */
  outcome: CentreOutcome | null;
  outcomeRef: Ref<HTMLDivElement>;
  onChoose: (step: CentreStep) => void;
};

/**
 * A page of approved centres with their status and figures, and 'Suspend' or 'Reactivate' for
 * each; the search above them, Previous and Next below.
 */
export function ApprovedCentres({
  centres,
  term,
  count,
  reading,
  figures,
  previous,
  next,
  onSearch,
  outcome,
  outcomeRef,
  onChoose,
}: ApprovedCentresProps) {
  return (
    <section
      aria-labelledby="centres-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="centres-heading" className="text-xl font-bold text-brand-900">
          Approved Centres
        </h2>
        {count === undefined ? null : (
          <p className="font-semibold text-slate-800 tabular-nums">
            {centreCountText(count, term)}
          </p>
        )}
      </div>
      <CentreFiguresAge figures={figures} />
      <div className="mt-4">
        <ListSearchForm
          label="Find a centre"
          hint="Its number, or the first letters of its name."
          term={term}
          onSearch={onSearch}
        />
      </div>
      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
        {outcome ? (
          <Alert
            tone={outcome.tone}
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            title={outcome.text}
            className="mt-3"
          />
        ) : null}
      </div>
      {centres.length === 0 ? (
        <p className="mt-3 text-slate-700">
          {term
            ? `No centre’s number or name starts with ‘${term}’.`
            : 'No centre has been approved yet.'}
        </p>
      ) : (
        <div aria-busy={reading || undefined} className={reading ? 'opacity-60' : undefined}>
          <CentreFiguresTable
            caption="Each approved centre, its status and its certificates"
            centres={centres}
            figures={figures.snapshot ? figures.byNumber : undefined}
            figuresFailed={figures.readFailed || (figures.snapshot === null && !figures.counting)}
            columns={[
              { figure: 'certificates' },
              { figure: 'pendingWithdrawals', hideBelow: 'sm' },
            ]}
            status="badge"
            action={(centre) => <CentreStepButton centre={centre} onChoose={onChoose} />}
          />
        </div>
      )}
      <CursorPager label="Pages of centres" previous={previous} next={next} className="mt-4" />
    </section>
  );
}
