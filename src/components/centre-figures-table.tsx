import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { CentreFigures } from '@/lib/centre-figures-query';

const numberFormat = new Intl.NumberFormat('en-GB');

type CentreFiguresTableProps = {
  /** Undefined while they load. */
  rows: readonly CentreFigures[] | undefined;
  failed: boolean;
};

/**
 * The admins' view of the centres: per centre, its certificates, those recorded in the last
 * seven days and its withdrawals waiting for a decision. Each centre links to its Student List.
 */
export function CentreFiguresTable({ rows, failed }: CentreFiguresTableProps) {
  return (
    <section
      aria-labelledby="centre-figures"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="centre-figures" className="text-xl font-bold text-brand-900">
        Centres
      </h2>
      {failed ? (
        <div className="mt-3">
          <Alert tone="info" title="The figures of each centre could not be loaded." />
        </div>
      ) : rows === undefined ? (
        <p className="mt-3 text-slate-700">Loading the centres...</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-slate-700">No centre has been approved yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Each centre’s certificates</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Centre
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Certificates
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Added in the last 7 days
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Pending withdrawals
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.centreNumber} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <Link
                      to={paths.dashboard.studentList.getHref({ centre: row.centreNumber })}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {row.centreNumber}
                    </Link>{' '}
                    {row.name}
                    {row.status === 'suspended' ? (
                      <span className="ml-2 text-slate-600">(suspended)</span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {numberFormat.format(row.certificates)}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {numberFormat.format(row.recentCertificates)}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {numberFormat.format(row.pendingWithdrawals)}
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
