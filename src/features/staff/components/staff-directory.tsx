import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { CursorPager } from '@/components/ui/cursor-pager';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { ColumnHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { CentrePickerApi } from '@/lib/centre-queries';
import { useCentreNames, type CentreNamesApi } from '@/lib/use-centre-names';

import { staffQueries } from '../api/staff-queries';
import type { StaffApi, StaffEntry } from '../api/staff-api';
import { useDirectoryView } from '../hooks/use-directory-view';
import { accessLabel } from '../utils/access-label';
import { directoryCountText, type DirectoryFilter } from '../utils/directory-view';
import { DirectoryFilters } from './directory-filters';
import { StaffRow } from './staff-row';

type StaffDirectoryProps = {
  api: Pick<StaffApi, 'readStaffPage' | 'countStaff'> & CentrePickerApi & CentreNamesApi;
  /** The admin signed in: they cannot remove themself. */
  selfUid: string;
  onRemove: (entry: StaffEntry) => void;
};

/**
 * The staff directory 25 a page by address (docs/decisions/028-invitations.md,
 * 029-figures-at-scale.md): found by the start of an address and narrowed to a centre, both in the
 * address with the page, and counted without reading it. Each entry says what it gives, who gave
 * it and when, with 'Remove' for everyone but the admin signed in. An account is staff only while
 * its entry is here; whoever removes someone is an admin who stays, so the last admin stays.
 */
export function StaffDirectory({ api, selfUid, onRemove }: StaffDirectoryProps) {
  const { view, go, hrefOf } = useDirectoryView();
  const filter: DirectoryFilter = { email: view.email, centre: view.centre };
  const page = useQuery(staffQueries.directoryPage(api, filter, view.from));
  const count = useQuery(staffQueries.directoryCount(api, filter));
  const entries = page.data?.entries ?? [];
  const centres = useCentreNames(
    api,
    entries.flatMap(({ role }) => (role?.role === 'centre' ? [role.centreNumber] : [])),
  );
  const selfNote = useId();
  const { after = null, before = null } = page.data ?? {};

  return (
    <section
      aria-labelledby="staff-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="staff-heading" className="text-xl font-bold text-brand-900">
        Staff Directory
      </h2>
      {count.data ? (
        <p className="mt-1 text-sm text-slate-700">{directoryCountText(count.data, filter)}</p>
      ) : null}
      <DirectoryFilters
        picker={api}
        view={view}
        onSearch={(email) => go({ type: 'searched', email })}
        onCentre={(centre) => go({ type: 'centre-chosen', centre })}
      />
      {page.isPending ? <PageLoading label="Loading the staff directory..." /> : null}
      {page.isError ? (
        <div className="mt-3">
          <LoadFailure
            title="The staff directory could not be loaded."
            onRetry={() => void page.refetch()}
          />
        </div>
      ) : null}
      {page.data && entries.length === 0 ? (
        <p className="mt-3 text-slate-700">Nobody with staff access matches.</p>
      ) : null}
      {entries.length > 0 ? (
        <div
          aria-busy={page.isPlaceholderData || undefined}
          className={page.isPlaceholderData ? 'opacity-60' : undefined}
        >
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
              {entries.map((entry) => (
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
        </div>
      ) : null}
      <CursorPager
        label="Pages of staff"
        previous={before === null ? null : hrefOf({ type: 'previous', before })}
        next={after === null ? null : hrefOf({ type: 'next', after })}
        className="mt-4"
      />
    </section>
  );
}
