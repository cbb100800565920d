import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { CentreFiguresTable } from '@/components/centre-figures-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { centreLabel, type CentreStatus } from '@/domain/centres';
import { centreFiguresQuery } from '@/lib/centre-figures-query';
import { centreListQuery } from '@/lib/centre-list-query';
import { failureMessage } from '@/lib/failure-message';

import { firestoreCentresApi, type CentresApi } from '../api/centres-api';
import { useCentreSteps } from '../hooks/use-centre-steps';
import { centreStepText, type CentreStep } from '../utils/centre-step-text';
import { AddCentreForm } from './add-centre-form';

type CentresManagerProps = {
  /** The database operations; tests pass their own. */
  api?: CentresApi;
};

/**
 * The admins' Centres screen (docs/decisions/027-centres.md): every approved centre with its
 * figures, 'Add Centre', and 'Suspend Centre' / 'Reactivate Centre', each step confirmed first
 * and recorded on Activity.
 */
export function CentresManager({ api = firestoreCentresApi }: CentresManagerProps) {
  const centres = useQuery(centreListQuery(api.listCentres));
  const figures = useQuery(centreFiguresQuery(api.loadCentreFigures, centres.data));
  const { approve, changeStatus } = useCentreSteps(api);
  const [confirming, setConfirming] = useState<CentreStep | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const stepText = confirming ? centreStepText[confirming.to] : null;

  async function takeStep({ centre, to }: CentreStep) {
    if (changeStatus.isPending) return;
    try {
      await changeStatus.mutateAsync({ centreNumber: centre.centreNumber, to });
      setOutcome({
        tone: 'success',
        text: `Centre ${centreLabel(centre)} ${centreStepText[to].done}`,
      });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: `Centre ${centreLabel(centre)} was not changed: ${failureMessage(error)}`,
      });
    }
    setConfirming(null);
    // The dialog hands focus back to the button that opened it, which may be gone: the outcome
    // is where the admin's attention belongs.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  if (centres.isPending) return <PageLoading label="Loading the centres..." />;
  if (centres.isError) {
    return (
      <LoadFailure
        title="The centres could not be loaded."
        onRetry={() => void centres.refetch()}
      />
    );
  }

  return (
    <div className="space-y-6">
      <AddCentreForm
        taken={centres.data.map((centre) => centre.centreNumber)}
        pending={approve.isPending}
        onAdd={(centre) => approve.mutateAsync(centre)}
      />

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
        {figures.isError ? (
          <div className="mt-3">
            <LoadFailure
              tone="info"
              title="The figures of each centre could not be loaded."
              onRetry={() => void figures.refetch()}
            />
          </div>
        ) : null}
        {centres.data.length === 0 ? (
          <p className="mt-3 text-slate-700">No centre has been approved yet.</p>
        ) : (
          <CentreFiguresTable
            caption="Each approved centre, its status and its certificates"
            centres={centres.data}
            figures={figures.data}
            figuresFailed={figures.isError}
            columns={[
              { figure: 'certificates' },
              { figure: 'pendingWithdrawals', hideBelow: 'sm' },
            ]}
            status="badge"
            action={(centre) => {
              const to: CentreStatus = centre.status === 'active' ? 'suspended' : 'active';
              return (
                <Button
                  variant="outline"
                  size="sm"
                  className="whitespace-nowrap"
                  aria-label={`${to === 'suspended' ? 'Suspend' : 'Reactivate'} centre ${centre.centreNumber}`}
                  onClick={() => {
                    setOutcome(null);
                    setConfirming({ centre, to });
                  }}
                >
                  {to === 'suspended' ? 'Suspend' : 'Reactivate'}
                </Button>
              );
            }}
          />
        )}
      </section>

      <ConfirmDialog
        open={confirming !== null}
        title={stepText?.title ?? ''}
        description={confirming ? `Centre ${centreLabel(confirming.centre)}.` : undefined}
        confirmLabel={stepText?.button ?? ''}
        tone={confirming?.to === 'suspended' ? 'danger' : 'primary'}
        pending={changeStatus.isPending}
        onConfirm={() => (confirming ? void takeStep(confirming) : undefined)}
        onCancel={() => setConfirming(null)}
      >
        {stepText?.what}
      </ConfirmDialog>
    </div>
  );
}
