import { useReducer, useRef } from 'react';

import type { Certificate } from '@/domain/certificate';
import type { StaffRole } from '@/domain/staff';

import { firestoreStatusApi, type StatusApi, type StatusStep } from '../api/status-api';
import { useCertificateStanding, useTakeStatusStep } from '../hooks/use-certificate-standing';
import { openSteps } from '../utils/open-steps';
import { initialStatusPanel, statusPanel } from '../utils/status-panel';
import { ReasonStepForm } from './reason-step-form';
import { RequestDecision } from './request-decision';
import { StandingNotices } from './standing-notices';
import { StandingSummary } from './standing-summary';
import { StatusActions } from './status-actions';
import { StepOutcome } from './step-outcome';

type CertificateStatusPanelProps = {
  certificateId: string;
  /** Which steps are offered: a centre's staff only ask for a withdrawal. */
  role: StaffRole;
  /** The database operations; tests pass their own. */
  api?: StatusApi;
  /** After a step: the screen around the panel shows the status too. */
  onChanged?: () => void;
  /** 'Replace Certificate', on a requested replacement: opens the add form filled from this record. */
  onReplace: (certificate: Certificate) => void;
};

/**
 * A certificate's status in its dialog, and the steps staff may take now
 * (docs/decisions/019-certificate-status.md). The standing is read afresh when the dialog opens,
 * since another staff member may have acted; the database refuses a step that is no longer open.
 */
export function CertificateStatusPanel({
  certificateId,
  role,
  api = firestoreStatusApi,
  onChanged,
  onReplace,
}: CertificateStatusPanelProps) {
  const standing = useCertificateStanding(api, certificateId);
  const step = useTakeStatusStep(api, certificateId, role, onChanged);
  const [panel, dispatch] = useReducer(statusPanel, initialStatusPanel);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function take(next: StatusStep) {
    if (step.isPending) return;
    dispatch({ type: 'step-started' });
    try {
      await step.mutateAsync(next);
      dispatch({ type: 'step-taken', kind: next.kind });
      // The buttons change with the status: keep the keyboard user's place on the panel.
      headingRef.current?.focus();
    } catch (error) {
      console.error('Could not change the certificate’s status.', error);
    }
  }

  const certificate = standing.data?.certificate;
  const request = standing.data?.request ?? null;
  const { requestedByViewer, actions } = openSteps(standing.data, role);

  return (
    <section
      aria-labelledby={`${certificateId}-status-heading`}
      className="mb-6 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3
        ref={headingRef}
        id={`${certificateId}-status-heading`}
        tabIndex={-1}
        className="text-lg font-bold text-brand-900 focus:outline-none"
      >
        Certificate Status
      </h3>
      <StandingNotices standing={standing} />

      {certificate ? (
        <>
          <StandingSummary certificate={certificate} />
          {certificate.pendingStatus ? (
            <RequestDecision
              pending={certificate.pendingStatus}
              request={request}
              requestedByViewer={requestedByViewer}
              canDecide={!requestedByViewer && actions.length > 0}
              busy={step.isPending}
              onDecide={(kind) => void take({ kind })}
              onReplace={() => onReplace(certificate)}
            />
          ) : null}
          {panel.step === 'giving-reason' ? (
            <ReasonStepForm
              kind={panel.kind}
              pending={step.isPending}
              onTake={(next) => void take(next)}
              onCancel={() => dispatch({ type: 'reason-cancelled' })}
            />
          ) : (
            <StatusActions
              actions={actions}
              pending={step.isPending}
              onAskReason={(kind) => dispatch({ type: 'reason-asked', kind })}
              onReinstate={() => void take({ kind: 'reinstate' })}
            />
          )}
        </>
      ) : null}

      <StepOutcome done={panel.done} error={step.error} failed={step.isError} />
    </section>
  );
}
