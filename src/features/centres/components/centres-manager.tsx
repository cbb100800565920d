import { useQuery } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { centreLabel } from '@/domain/centres';
import { centreFiguresQuery } from '@/lib/centre-figures-query';
import { centreListQuery } from '@/lib/centre-list-query';
import { failureMessage } from '@/lib/failure-message';

import { firestoreCentresApi, type CentresApi } from '../api/centres-api';
import { useCentreSteps } from '../hooks/use-centre-steps';
import { centreStepText, type CentreStep } from '../utils/centre-step-text';
import { centresScreen, initialCentresScreen } from '../utils/centres-screen';
import { AddCentreForm } from './add-centre-form';
import { ApprovedCentres } from './approved-centres';

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
  const [screen, dispatch] = useReducer(centresScreen, initialCentresScreen);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const chosen = screen.step === 'confirming' ? screen.chosen : null;
  const stepText = chosen ? centreStepText[chosen.to] : null;

  async function takeStep(step: CentreStep) {
    if (changeStatus.isPending) return;
    try {
      await changeStatus.mutateAsync({ centreNumber: step.centre.centreNumber, to: step.to });
      dispatch({ type: 'step-taken', taken: step });
    } catch (error) {
      dispatch({ type: 'step-failed', tried: step, message: failureMessage(error) });
    }
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
      <ApprovedCentres
        centres={centres.data}
        figures={figures.data}
        figuresFailed={figures.isError}
        onRetryFigures={() => void figures.refetch()}
        outcome={screen.step === 'browsing' ? screen.outcome : null}
        outcomeRef={outcomeRef}
        onChoose={(step) => dispatch({ type: 'step-chosen', chosen: step })}
      />
      <ConfirmDialog
        open={chosen !== null}
        title={stepText?.title ?? ''}
        description={chosen ? `Centre ${centreLabel(chosen.centre)}.` : undefined}
        confirmLabel={stepText?.button ?? ''}
        tone={chosen?.to === 'suspended' ? 'danger' : 'primary'}
        pending={changeStatus.isPending}
        onConfirm={() => (chosen ? void takeStep(chosen) : undefined)}
        onCancel={() => dispatch({ type: 'cancelled' })}
      >
        {stepText?.what}
      </ConfirmDialog>
    </div>
  );
}
