import { CentreFiguresTable } from '@/components/centre-figures-table';
import { Alert } from '@/components/ui/alert';
import type { CentreFigures } from '@/lib/centre-figures-query';

type CentreFiguresSectionProps = {
  /** Undefined while they load. */
  rows: readonly CentreFigures[] | undefined;
  failed: boolean;
};

/**
 * The admins' view of the centres: per centre, its certificates, those recorded in the last
 * seven days and its withdrawals waiting for a decision. Each centre links to its Student List.
 */
export function CentreFiguresSection({ rows, failed }: CentreFiguresSectionProps) {
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
        <CentreFiguresTable
          caption="Each centre’s certificates"
          centres={rows}
          figures={rows}
          columns={[
            { figure: 'certificates' },
            { figure: 'recentCertificates' },
            { figure: 'pendingWithdrawals' },
          ]}
          status="when-suspended"
        />
      )}
    </section>
  );
}
