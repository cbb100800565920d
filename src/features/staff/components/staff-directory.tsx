import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import type { Centre } from '@/domain/centres';
import { formatLongDate } from '@/domain/dates';

import { staffQueries } from '../api/staff-queries';
import type { StaffApi, StaffEntry } from '../api/staff-api';
import { accessLabel } from '../utils/access-label';

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
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Everyone with staff access, by e-mail</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="hidden py-2 pr-4 font-semibold sm:table-cell">
                  Access
                </th>
                <th scope="col" className="hidden py-2 pr-4 font-semibold sm:table-cell">
                  Added
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((entry) => {
                const self = entry.uid === selfUid;
                const access = accessLabel(entry.role, centres);
                const added = (
                  <>
                    {entry.addedAt ? formatLongDate(entry.addedAt) : 'Date not recorded'}
                    <span className="block text-xs wrap-anywhere">
                      by {entry.addedBy || 'unknown'}
                    </span>
                  </>
                );
                return (
                  <tr key={entry.uid} className="border-b border-slate-100 align-top last:border-0">
                    <th scope="row" className="py-2 pr-4 font-semibold wrap-anywhere">
                      {entry.email}
                      {self ? <span className="block text-xs font-normal">(you)</span> : null}
                      {/* On a phone the row is one column: what the others say, under the address. */}
                      <span className="mt-1 block font-normal sm:hidden">{access}</span>
                      <span className="block font-normal text-slate-700 sm:hidden">{added}</span>
                    </th>
                    <td className="hidden py-2 pr-4 sm:table-cell">{access}</td>
                    <td className="hidden py-2 pr-4 text-slate-700 sm:table-cell">{added}</td>
                    <td className="py-2 text-right">
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
