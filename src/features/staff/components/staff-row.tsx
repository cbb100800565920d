import { Button } from '@/components/ui/button';
import { RowHeader, TableCell, TableRow } from '@/components/ui/table';
import { formatLongDate } from '@/domain/dates';

import type { StaffEntry } from '../api/staff-api';

type StaffRowProps = {
  entry: StaffEntry;
  /** What the entry gives, as accessLabel says it. */
  access: string;
  /** The admin signed in, who cannot remove themself. */
  self: boolean;
  /** The id of the note that says so. */
  selfNote: string;
  onRemove: (entry: StaffEntry) => void;
};

/** One person in the staff directory: their address, access, who added them and 'Remove'. */
export function StaffRow({ entry, access, self, selfNote, onRemove }: StaffRowProps) {
  const added = (
    <>
      {entry.addedAt ? formatLongDate(entry.addedAt) : 'Date not recorded'}
      <span className="block text-xs wrap-anywhere">by {entry.addedBy || 'unknown'}</span>
    </>
  );
  return (
    <TableRow valign="top">
      <RowHeader strong className="wrap-anywhere">
        {entry.email}
        {self ? <span className="block text-xs font-normal">(you)</span> : null}
        {/* On a phone the row is one column: what the others say, under the address. */}
        <span className="mt-1 block font-normal sm:hidden">{access}</span>
        <span className="block font-normal text-slate-700 sm:hidden">{added}</span>
      </RowHeader>
      <TableCell hideBelow="sm">{access}</TableCell>
      <TableCell hideBelow="sm" className="text-slate-700">
        {added}
      </TableCell>
      <TableCell align="end">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove ${entry.email}`}
          disabled={self}
          aria-describedby={self ? selfNote : undefined}
          onClick={() => onRemove(entry)}
        >
          Remove
        </Button>
        {self ? (
          <span id={selfNote} className="mt-1 block text-xs text-slate-700">
            You cannot remove yourself
          </span>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
