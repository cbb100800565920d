import { clsx } from 'clsx';

import { Button } from '@/components/ui/button';
import { RowHeader, TableCell, TableRow } from '@/components/ui/table';
import { formatLongDate } from '@/domain/dates';
import {
  verifierStatusLabels,
  type VerifierAccount,
  type VerifierStatus,
} from '@/domain/verifiers';

const statusTones: Record<VerifierStatus, string> = {
  active: 'border-green-700 bg-green-50 text-green-900',
  suspended: 'border-amber-700 bg-amber-50 text-amber-900',
};

function StatusBadge({ status }: { status: VerifierStatus }) {
  return (
    <span
      className={clsx(
        'inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusTones[status],
      )}
    >
      {verifierStatusLabels[status]}
    </span>
  );
}

type VerifierAccountRowProps = {
  account: VerifierAccount;
  onSuspendOrReactivate: (account: VerifierAccount) => void;
  onChangeAllowance: (account: VerifierAccount) => void;
};

/**
 * One verifier account: its organisation, address, rows a day, status and when it joined (and
 * whose invitation it accepted), with 'Suspend' or 'Reactivate' and 'Change allowance'.
 */
export function VerifierAccountRow({
  account,
  onSuspendOrReactivate,
  onChangeAllowance,
}: VerifierAccountRowProps) {
  const { email, status, dailyAllowance } = account;
  const rows = `${dailyAllowance.toLocaleString('en-GB')} rows a day`;
  const added = (
    <>
      {formatLongDate(account.addedAt, 'Date not recorded')}
      <span className="block text-xs wrap-anywhere">invited by {account.addedBy}</span>
    </>
  );
  return (
    <TableRow valign="top">
      <RowHeader strong className="wrap-anywhere">
        {account.organisation}
        {/* On a phone the row is one column: what the others say, under the organisation. */}
        <span className="mt-1 block font-normal sm:hidden">{email}</span>
        <span className="mt-1 flex flex-wrap items-center gap-2 font-normal sm:hidden">
          <StatusBadge status={status} /> {rows}
        </span>
        <span className="mt-1 block font-normal text-slate-700 md:hidden">Added {added}</span>
      </RowHeader>
      <TableCell hideBelow="sm" className="wrap-anywhere">
        {email}
      </TableCell>
      <TableCell hideBelow="sm" align="end">
        {dailyAllowance.toLocaleString('en-GB')}
      </TableCell>
      <TableCell hideBelow="sm">
        <StatusBadge status={status} />
      </TableCell>
      <TableCell hideBelow="md" className="text-slate-700">
        {added}
      </TableCell>
      <TableCell align="end">
        <div className="flex flex-col items-stretch gap-2 lg:flex-row lg:justify-end">
          <Button
            variant="outline"
            size="sm"
            className="whitespace-nowrap"
            aria-label={`${status === 'active' ? 'Suspend' : 'Reactivate'} ${email}`}
            onClick={() => onSuspendOrReactivate(account)}
          >
            {status === 'active' ? 'Suspend' : 'Reactivate'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="whitespace-nowrap"
            aria-label={`Change allowance of ${email}`}
            onClick={() => onChangeAllowance(account)}
          >
            Change allowance
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
