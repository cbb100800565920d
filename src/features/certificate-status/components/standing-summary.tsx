import { StatusBadge } from '@/components/status-badge';
import type { Certificate } from '@/domain/certificate';
import { describeStatusReason } from '@/domain/certificate-status';
import { formatLongDate } from '@/domain/dates';

/** Where the certificate stands: its status and since when, why, and what verifiers see. */
export function StandingSummary({ certificate }: { certificate: Certificate }) {
  return (
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
    </>
  );
}
