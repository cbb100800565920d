import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { ColumnHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { Centre } from '@/domain/centres';

import { staffQueries } from '../api/staff-queries';
import type { StaffApi, StaffEntry } from '../api/staff-api';
import { accessLabel } from '../utils/access-label';
import { StaffRow } from './staff-row';

type StaffDirectoryProps = {
  api: Pick<StaffApi, 'listStaff'>;
  /** The centres by number, to name each centre's staff's centre. */
  centres: ReadonlyMap<string, Centre>;
  /** The admin signed in: they cannot remove themself. */
  selfUid: string;
  onRemove: (entry: StaffEntry) => void;
};

/**
 * Every entry in the staff directory, with what it gives, who gave it and when
 * (docs/decisions/028-invitations.md), and 'Remove' for everyone but the admin signed in. An
 * account is staff only while its entry is here; whoever removes someone is an admin who stays,
 * so the last admin is never removed.
 */
export function StaffDirectory({ api, centres, selfUid, onRemove }: StaffDirectoryProps) {
  const staff = useQuery(staffQueries.directory(api));
  const selfNote = useId();

  if (staff.isPending) return <PageLoading label="Loading the staff directory..." />;
  if (staff.isError) {
    return (
      <LoadFailure
        title="The staff directory could not be loaded."
        onRetry={() => void staff.refetch()}
      />
    );
  }
  const admins = staff.data.filter((entry) => entry.role?.role === 'admin').length;

  return (
    <section
      aria-labelledby="staff-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="staff-heading" className="text-xl font-bold text-brand-900">
        Staff Directory
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {staff.data.length} {staff.data.length === 1 ? 'person has' : 'people have'} staff access,{' '}
        {admins} of them {admins === 1 ? 'an admin' : 'admins'}.
      </p>
      {staff.data.length === 0 ? null : (
        <Table caption="Everyone with staff access, by e-mail" frameClassName="mt-3">
          <TableHead>
            <ColumnHeader>E-mail</ColumnHeader>
            <ColumnHeader hideBelow="sm">Access</ColumnHeader>
            <ColumnHeader hideBelow="sm">Added</ColumnHeader>
            <ColumnHeader>
              <span className="sr-only">Action</span>
            </ColumnHeader>
          </TableHead>
          <TableBody>
            {staff.data.map((entry) => (
              <StaffRow
                key={entry.uid}
                entry={entry}
                access={accessLabel(entry.role, centres)}
                self={entry.uid === selfUid}
                selfNote={selfNote}
                onRemove={onRemove}
              />
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
