import { useRef, useState } from 'react';

import { StatusBadge } from '@/components/status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Certificate } from '@/domain/certificate';
import { availableStatusActions, describeStatusReason } from '@/domain/certificate-status';
import { formatLongDate } from '@/domain/dates';
import type { StaffRole } from '@/domain/staff';
import { failureMessage } from '@/lib/failure-message';

import { firestoreStatusApi, type StatusApi, type StatusStep } from '../api/status-api';
import { useCertificateStanding, useTakeStatusStep } from '../hooks/use-certificate-standing';
import { StatusReasonForm } from './status-reason-form';
import { RequestDecision } from './request-decision';

type Mode = 'suspend' | 'request-withdrawal' | 'request-replacement' | null;

const doneText: Record<StatusStep['kind'], string> = {
  suspend: 'Certificate suspended. Public verification now says it is under review.',
  reinstate: 'Certificate reinstated. It verifies as valid again.',
  'request-withdrawal':
    'Withdrawal requested. Another staff member must approve it before it takes effect.',
  'approve-withdrawal': 'Certificate withdrawn. Public verification now says it is withdrawn.',
  'reject-withdrawal': 'Withdrawal rejected. The certificate keeps its status.',
  'request-replacement':
    'Replacement requested. Another staff member must complete it by adding the new certificate.',
  'reject-replacement': 'Replacement rejected. The certificate keeps its status.',
};

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
  const [mode, setMode] = useState<Mode>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function take(next: StatusStep) {
    if (step.isPending) return;
    setDone(null);
    try {
      await step.mutateAsync(next);
      setMode(null);
      setDone(doneText[next.kind]);
      // The buttons change with the status: keep the keyboard user's place on the panel.
      headingRef.current?.focus();
    } catch (error) {
      console.error('Could not change the certificate’s status.', error);
    }
  }

  const view = standing.data;
  const certificate = view?.certificate;
  const request = view?.request ?? null;
  const requestedByViewer = request !== null && request.requestedByUid === view?.viewerUid;
  const actions = certificate
    ? availableStatusActions(
        { status: certificate.status, pending: certificate.pendingStatus },
        requestedByViewer,
        role,
      )
    : [];

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

      {standing.isPending ? <p className="text-sm text-slate-700">Loading the status...</p> : null}
      {standing.isError ? (
        <Alert tone="error" role="alert" title="The status could not be loaded.">
          <p>{failureMessage(standing.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void standing.refetch()}
          >
            Retry
          </Button>
        </Alert>
      ) : null}
      {standing.isSuccess && !certificate ? (
        <Alert tone="error" role="alert" title="This certificate is no longer on the register." />
      ) : null}

      {certificate ? (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <StatusBadge status={certificate.status} />
            {certificate.status !== 'valid' && certificate.statusChangedAt ? (
              <span>since {formatLongDate(certificate.statusChangedAt)}</span>
            ) : null}
          </div>
          {certificate.statusReason ? (
            <p className="text-sm text-slate-700">
              <span className="font-semibold">Reason:</span>{' '}
              {describeStatusReason(certificate.statusReason)}
            </p>
          ) : null}
          {certificate.status === 'valid' ? (
            <p className="text-sm text-slate-700">Public verification shows it as genuine.</p>
          ) : (
            <p className="text-sm text-slate-700">
              Its numbers stay on the register; verifiers see the status, never the reason.
            </p>
          )}

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

          {mode === 'suspend' ? (
            <StatusReasonForm
              label="Suspend this certificate"
              submitLabel="Suspend Certificate"
              pendingLabel="Suspending..."
              pending={step.isPending}
              onSubmit={(reason) => void take({ kind: 'suspend', reason })}
              onCancel={() => setMode(null)}
            >
              While suspended, public verification says the certificate is under review. You or a
              colleague can reinstate it at any time.
            </StatusReasonForm>
          ) : null}
          {mode === 'request-withdrawal' ? (
            <StatusReasonForm
              label="Request withdrawal of this certificate"
              submitLabel="Request Withdrawal"
              pendingLabel="Requesting..."
              pending={step.isPending}
              noteRequired
              onSubmit={(reason) => void take({ kind: 'request-withdrawal', reason })}
              onCancel={() => setMode(null)}
            >
              A withdrawal is final. Another staff member must approve it before it takes effect;
              until then the certificate keeps its status.
            </StatusReasonForm>
          ) : null}

          {mode === 'request-replacement' ? (
            <StatusReasonForm
              label="Request replacement of this certificate"
              submitLabel="Request Replacement"
              pendingLabel="Requesting..."
              pending={step.isPending}
              onSubmit={(reason) => void take({ kind: 'request-replacement', reason })}
              onCancel={() => setMode(null)}
            >
              A replacement is a new certificate with new numbers, for a corrected name or a lost
              copy. Another staff member completes it by adding the new certificate; until then this
              one keeps its status.
            </StatusReasonForm>
          ) : null}

          {mode === null ? (
            <div className="flex flex-wrap gap-2">
              {actions.includes('suspend') ? (
                <Button variant="outline" size="sm" onClick={() => setMode('suspend')}>
                  Suspend
                </Button>
              ) : null}
              {actions.includes('reinstate') ? (
                <Button
                  size="sm"
                  aria-disabled={step.isPending || undefined}
                  onClick={() => void take({ kind: 'reinstate' })}
                >
                  {step.isPending ? 'Reinstating...' : 'Reinstate'}
                </Button>
              ) : null}
              {actions.includes('request-withdrawal') ? (
                <Button variant="outline" size="sm" onClick={() => setMode('request-withdrawal')}>
                  Request Withdrawal
                </Button>
              ) : null}
              {actions.includes('request-replacement') ? (
                <Button variant="outline" size="sm" onClick={() => setMode('request-replacement')}>
                  Request Replacement
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}

      <div role="status" aria-live="polite" aria-atomic="true">
        {done ? <Alert tone="success" role="none" title={done} /> : null}
      </div>
      {step.isError ? (
        <Alert tone="error" role="alert" title="The status was not changed.">
          <p>{failureMessage(step.error)}</p>
        </Alert>
      ) : null}
    </section>
  );
}
