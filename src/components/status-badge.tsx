import { clsx } from 'clsx';

import {
  pendingLabels,
  statusLabels,
  type CertificateStatus,
  type PendingStatus,
} from '@/domain/certificate-status';

const tones: Record<CertificateStatus, string> = {
  valid: 'border-green-700 bg-green-50 text-green-900',
  suspended: 'border-amber-700 bg-amber-50 text-amber-900',
  withdrawn: 'border-red-700 bg-red-50 text-red-900',
  replaced: 'border-slate-500 bg-slate-100 text-slate-800',
};

type StatusBadgeProps = {
  status: CertificateStatus;
  /** A withdrawal or replacement requested and waiting for a second staff member. */
  pending?: PendingStatus | null;
  className?: string;
};

/** A certificate's status in a word, as staff see it on lists and in its dialog. */
export function StatusBadge({ status, pending = null, className }: StatusBadgeProps) {
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-1', className)}>
      <span
        className={clsx(
          'rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          tones[status],
        )}
      >
        {statusLabels[status]}
      </span>
      {pending ? (
        <span className="rounded-full border border-red-700 bg-white px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
          {pendingLabels[pending]}
        </span>
      ) : null}
    </span>
  );
}
