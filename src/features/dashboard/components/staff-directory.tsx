import { useQuery } from '@tanstack/react-query';

import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { centreLabel, type Centre } from '@/domain/centres';
import { formatLongDate } from '@/domain/dates';
import type { StaffRole } from '@/domain/staff';
import { centreListQuery } from '@/lib/centre-list-query';

import {
  firestoreStaffDirectoryApi,
  type StaffDirectoryApi,
  type StaffEntry,
} from '../api/dashboard-api';
import { dashboardQueries } from '../api/dashboard-home-queries';

/** What an entry gives, as the Staff screen says it. */
function accessOf(role: StaffRole | null, centres: ReadonlyMap<string, Centre>): string {
  if (role === null) return 'None: the entry names no centre';
  if (role.role === 'admin') return 'Admin: every centre';
  const centre = centres.get(role.centreNumber);
  return `Centre ${centre ? centreLabel(centre) : role.centreNumber}`;
}

type StaffDirectoryProps = {
  /** The database reads; tests pass their own. */
  api?: StaffDirectoryApi;
};

/**
 * The admins' Staff screen: every entry in the staff directory, with what it gives, who gave it
 * and when (docs/decisions/015-staff-identity.md). An account is staff only while its entry is
 * here.
 */
export function StaffDirectory({ api = firestoreStaffDirectoryApi }: StaffDirectoryProps) {
  const staff = useQuery(dashboardQueries.staff(api));
  const centres = useQuery(centreListQuery(api.listCentres));
  const byNumber = new Map(centres.data?.map((centre) => [centre.centreNumber, centre]));

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
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Access
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Added
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((entry: StaffEntry) => (
                <tr key={entry.uid} className="border-b border-slate-100 align-top last:border-0">
                  <th scope="row" className="py-2 pr-4 font-semibold break-all">
                    {entry.email}
                  </th>
                  <td className="py-2 pr-4">{accessOf(entry.role, byNumber)}</td>
                  <td className="py-2 text-slate-700">
                    {entry.addedAt ? formatLongDate(entry.addedAt) : 'Date not recorded'}
                    <span className="block text-xs break-all">by {entry.addedBy || 'unknown'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
