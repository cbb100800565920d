import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/components/ui/link';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { centreLabel, centreStatusLabels, type CentreStatus } from '@/domain/centres';
import { centreFiguresQuery, type CentreFigures } from '@/lib/centre-figures-query';
import { centreListQuery } from '@/lib/centre-list-query';
import { failureMessage } from '@/lib/failure-message';

import { firestoreCentresApi, type CentresApi } from '../api/centres-api';
import { useCentreSteps } from '../hooks/use-centre-steps';
import { centreStepText, type CentreStep } from '../utils/centre-step-text';
import { AddCentreForm } from './add-centre-form';

const numberFormat = new Intl.NumberFormat('en-GB');

const statusTones: Record<CentreStatus, string> = {
  active: 'border-green-700 bg-green-50 text-green-900',
  suspended: 'border-amber-700 bg-amber-50 text-amber-900',
};

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

  const byNumber = new Map(figures.data?.map((row) => [row.centreNumber, row]));
  const figure = (centreNumber: string, pick: (row: CentreFigures) => number) => {
    const row = byNumber.get(centreNumber);
    return row ? numberFormat.format(pick(row)) : figures.isError ? '–' : '…';
  };

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
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Each approved centre, its status and its certificates
              </caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Centre
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    Certificates
                  </th>
                  <th
                    scope="col"
                    className="hidden py-2 pr-4 text-right font-semibold sm:table-cell"
                  >
                    Pending withdrawals
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {centres.data.map((centre) => {
                  const to: CentreStatus = centre.status === 'active' ? 'suspended' : 'active';
                  return (
                    <tr
                      key={centre.centreNumber}
                      className="border-b border-slate-100 last:border-0"
                    >
                      <th scope="row" className="py-2 pr-4 font-normal">
                        <Link
                          to={paths.dashboard.studentList.getHref({ centre: centre.centreNumber })}
                          className="font-semibold text-brand-800 hover:underline"
                        >
                          {centre.centreNumber}
                        </Link>{' '}
                        {centre.name}{' '}
                        <span
                          className={clsx(
                            'inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                            statusTones[centre.status],
                          )}
                        >
                          {centreStatusLabels[centre.status]}
                        </span>
                      </th>
                      <td className="py-2 pr-4 text-right tabular-nums">
                        {figure(centre.centreNumber, (row) => row.certificates)}
                      </td>
                      <td className="hidden py-2 pr-4 text-right tabular-nums sm:table-cell">
                        {figure(centre.centreNumber, (row) => row.pendingWithdrawals)}
                      </td>
                      <td className="py-2 text-right">
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
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
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
