import { clsx } from 'clsx';

import { centreStatusLabels, type CentreStatus } from '@/domain/centres';

const statusTones: Record<CentreStatus, string> = {
  active: 'border-green-700 bg-green-50 text-green-900',
  suspended: 'border-amber-700 bg-amber-50 text-amber-900',
};

type CentreStatusNoteProps = {
  status: CentreStatus;
  /** A badge with every status, or a note beside a suspended centre only. */
  shown: 'badge' | 'when-suspended';
};

/** A centre's status, after its name. */
export function CentreStatusNote({ status, shown }: CentreStatusNoteProps) {
  if (shown === 'when-suspended') {
    return status === 'suspended' ? <span className="ml-2 text-slate-600">(suspended)</span> : null;
  }
  return (
    <>
      {' '}
      <span
        className={clsx(
          'inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          statusTones[status],
        )}
      >
        {centreStatusLabels[status]}
      </span>
    </>
  );
}
