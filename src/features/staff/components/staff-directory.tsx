import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { CentrePicker } from '@/components/centre-picker';
import { ListSearchForm } from '@/components/list-search-form';
import { CursorPager } from '@/components/ui/cursor-pager';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { ColumnHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { CentrePickerApi } from '@/lib/centre-queries';
import { useCentreNames, type CentreNamesApi } from '@/lib/use-centre-names';

import { staffQueries } from '../api/staff-queries';
import type { StaffApi, StaffCount, StaffEntry } from '../api/staff-api';
import { useDirectoryView } from '../hooks/use-directory-view';
import { accessLabel } from '../utils/access-label';
import type { DirectoryFilter } from '../utils/directory-view';
import { StaffRow } from './staff-row';

type StaffDirectoryProps = {
  api: Pick<StaffApi, 'readStaffPage' | 'countStaff'> & CentrePickerApi & CentreNamesApi;
  /** The admin signed in: they cannot remove themself. */
  selfUid: string;
  onRemove: (entry: StaffEntry) => void;
};

const numberFormat = new Intl.NumberFormat('en-GB');

/** The heading's count: the whole directory with its admins, or what the filter holds. */
function countText({ people, admins }: StaffCount, { email, centre }: DirectoryFilter): string {
  const count = numberFormat.format(people);
  if (admins !== null) {
    return `${count} ${people === 1 ? 'person has' : 'people have'} staff access, ${numberFormat.format(admins)} of them ${admins === 1 ? 'an admin' : 'admins'}.`;
  }
  const who = `${count} ${people === 1 ? 'person' : 'people'}`;
  const where = centre ? ` at centre ${centre}` : '';
  const starting = email ? ` whose address starts with ‘${email}’` : '';
  return `${who}${where}${starting}.`;
}

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
        <p className="mt-1 text-sm text-slate-700">{countText(count.data, filter)}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-x-6 gap-y-4">
        <ListSearchForm
          label="Find by e-mail"
          hint="The first letters of an address."
          term={view.email}
          inputMode="email"
          className="min-w-0 flex-1 basis-80"
          onSearch={(email) => go({ type: 'searched', email })}
        />
        <CentrePicker
          api={api}
          label="Filter by centre"
          emptyLabel="All centres"
          hint="Its number or the start of its name."
          value={view.centre}
          onChange={(centre) => go({ type: 'centre-chosen', centre })}
          className="w-full sm:w-72"
        />
      </div>
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
