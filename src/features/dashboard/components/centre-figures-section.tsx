import { CentreFiguresAge } from '@/components/centre-figures-age';
import { CentreFiguresTable } from '@/components/centre-figures-table';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { byAttention, needsAttention } from '@/domain/centre-figures';
import type { CentreFiguresView } from '@/lib/centre-figures-query';

/** The most centres the dashboard lists: the rest are on the Centres screen. */
const ATTENTION_LIMIT = 10;

const numberFormat = new Intl.NumberFormat('en-GB');

type CentreFiguresSectionProps = {
  figures: CentreFiguresView;
  /** How many centres there are; undefined until counted. */
  centreCount: number | undefined;
};

/**
 * The admins' view of the centres (docs/decisions/029-figures-at-scale.md): the ten that need
 * attention first, from the figures' snapshot (withdrawals waiting for a decision, then the most
 * certificates recorded in the last seven days), each linked to its Student List, and a link to
 * every centre on the Centres screen.
 */
export function CentreFiguresSection({ figures, centreCount }: CentreFiguresSectionProps) {
  const { snapshot } = figures;
  const rows = snapshot
    ? byAttention(snapshot.centres).filter(needsAttention).slice(0, ATTENTION_LIMIT)
    : undefined;
  return (
    <section
      aria-labelledby="centre-figures"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="centre-figures" className="text-xl font-bold text-brand-900">
          Centres
        </h2>
        <Link
          to={paths.dashboard.centres.getHref()}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {centreCount === undefined
            ? 'All centres'
            : centreCount === 1
              ? 'The 1 centre'
              : `All ${numberFormat.format(centreCount)} centres`}
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        The centres that need attention first: withdrawals waiting for a decision, then the most
        certificates added in the last 7 days.
      </p>
      <p className="mt-1 text-sm">
        <Link
          to={paths.dashboard.centreRisk.getHref()}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Centre risk: what looks like fraud, by centre
        </Link>
      </p>
      <CentreFiguresAge figures={figures} />
      {rows === undefined ? (
        snapshot === undefined && !figures.readFailed ? (
          <p className="mt-3 text-slate-700">Loading the centres’ figures...</p>
        ) : null
      ) : rows.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No centre has a withdrawal waiting or a certificate added in the last 7 days.
        </p>
      ) : (
        <CentreFiguresTable
          caption="The centres that need attention first"
          centres={rows}
          figures={figures.byNumber}
          columns={[
            { figure: 'pendingWithdrawals' },
            { figure: 'recentCertificates' },
            { figure: 'certificates', hideBelow: 'sm' },
          ]}
          status="when-suspended"
        />
      )}
    </section>
  );
}
