import { useQuery } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { centreLabel } from '@/domain/centres';
import { useCentreFigures } from '@/lib/centre-figures-query';
import { centreCountQuery } from '@/lib/centre-queries';
import { failureMessage } from '@/lib/failure-message';

import { centresScreenQueries } from '../api/centres-queries';
import { firestoreCentresApi, type CentresApi } from '../api/centres-api';
import { useCentreListView } from '../hooks/use-centre-list-view';
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
 * The admins' Centres screen (docs/decisions/027-centres.md, 029-figures-at-scale.md): the
 * approved centres 25 a page, found by number or name (the search and the page in the address),
 * with their figures from the snapshot; 'Add Centre', and 'Suspend Centre' / 'Reactivate Centre',
 * each step confirmed first and recorded on Activity, after which the page is read again.
 */
export function CentresManager({ api = firestoreCentresApi }: CentresManagerProps) {
  const { view, go, hrefOf } = useCentreListView();
  const page = useQuery(centresScreenQueries.page(api, view.term, view.from));
  const count = useQuery(centreCountQuery(api.countCentres, view.term));
  const figures = useCentreFigures(api);
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

  /** Approves the centre, then shows it: a search for its number. */
  async function add(centre: { centreNumber: string; name: string }) {
    await approve.mutateAsync(centre);
    go({ type: 'searched', term: centre.centreNumber });
  }

  if (page.isPending) return <PageLoading label="Loading the centres..." />;
  if (page.isError) {
    return (
      <LoadFailure title="The centres could not be loaded." onRetry={() => void page.refetch()} />
    );
  }
  const { centres, after, before } = page.data;

  return (
    <div className="space-y-6">
      <AddCentreForm
        taken={centres.map((centre) => centre.centreNumber)}
        pending={approve.isPending}
        onAdd={add}
      />
      <ApprovedCentres
        centres={centres}
        term={view.term}
        count={count.data}
        reading={page.isPlaceholderData}
        figures={figures}
        previous={before === null ? null : hrefOf({ type: 'previous', before })}
        next={after === null ? null : hrefOf({ type: 'next', after })}
        onSearch={(term) => go({ type: 'searched', term })}
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
