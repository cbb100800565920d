import type { Ref } from 'react';

import { CentreFiguresTable } from '@/components/centre-figures-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import type { Centre, CentreStatus } from '@/domain/centres';
import type { CentreFigures } from '@/lib/centre-figures-query';

import type { CentreStep } from '../utils/centre-step-text';
import type { CentreOutcome } from '../utils/centres-screen';

type ApprovedCentresProps = {
  centres: readonly Centre[];
  /** Each centre's figures: undefined while they load. */
  figures: readonly CentreFigures[] | undefined;
  figuresFailed: boolean;
  onRetryFigures: () => void;
  /** What the admin's last step did; the screen focuses it once told. */
  outcome: CentreOutcome | null;
  outcomeRef: Ref<HTMLDivElement>;
  onChoose: (step: CentreStep) => void;
};

/** Every approved centre with its status and figures, and 'Suspend' or 'Reactivate' for each. */
export function ApprovedCentres({
  centres,
  figures,
  figuresFailed,
  onRetryFigures,
  outcome,
  outcomeRef,
  onChoose,
}: ApprovedCentresProps) {
  return (
    <section
      aria-labelledby="centres-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="centres-heading" className="text-xl font-bold text-brand-900">
        Approved Centres
      </h2>
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
      {figuresFailed ? (
        <div className="mt-3">
          <LoadFailure
            tone="info"
            title="The figures of each centre could not be loaded."
            onRetry={onRetryFigures}
          />
        </div>
      ) : null}
      {centres.length === 0 ? (
        <p className="mt-3 text-slate-700">No centre has been approved yet.</p>
      ) : (
        <CentreFiguresTable
          caption="Each approved centre, its status and its certificates"
          centres={centres}
          figures={figures}
          figuresFailed={figuresFailed}
          columns={[{ figure: 'certificates' }, { figure: 'pendingWithdrawals', hideBelow: 'sm' }]}
          status="badge"
          action={(centre) => <CentreStepButton centre={centre} onChoose={onChoose} />}
        />
      )}
    </section>
  );
}

/** 'Suspend' an active centre, 'Reactivate' a suspended one. */
function CentreStepButton({
  centre,
  onChoose,
}: {
  centre: Centre;
  onChoose: (step: CentreStep) => void;
}) {
  const to: CentreStatus = centre.status === 'active' ? 'suspended' : 'active';
  const verb = to === 'suspended' ? 'Suspend' : 'Reactivate';
  return (
    <Button
      variant="outline"
      size="sm"
      className="whitespace-nowrap"
      aria-label={`${verb} centre ${centre.centreNumber}`}
      onClick={() => onChoose({ centre, to })}
    >
      {verb}
    </Button>
  );
}
