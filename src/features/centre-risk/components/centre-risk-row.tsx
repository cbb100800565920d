import type { ReactNode } from 'react';

import { Link } from '@/components/ui/link';
import type { RiskRow } from '@/domain/centre-risk';

import { riskFigureHref, type RiskFigureName } from '../utils/risk-links';

const numberFormat = new Intl.NumberFormat('en-GB');
const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** One figure, opening the records behind it (nothing to open for 0). */
function Figure({ row, name, value }: { row: RiskRow; name: RiskFigureName; value: number }) {
  if (value === 0) return <>0</>;
  return (
    <Link to={riskFigureHref(name, row.centre.centreNumber, row.figures)} className={link}>
      {numberFormat.format(value)}
    </Link>
  );
}

/** A centre's row: its figures over the window, and each flag it raises in words. */
export function CentreRiskRow({ row, evidence }: { row: RiskRow; evidence?: ReactNode }) {
  const { centre, figures, flags } = row;
  const flagged = flags.length > 0;
  return (
    <tr className={flagged ? 'bg-amber-50' : undefined}>
      <th scope="row" className="min-w-56 px-3 py-3 text-left align-top font-normal">
        <span className="block font-semibold text-slate-900">
          {centre.name || centre.centreNumber}
        </span>
        <span className="block text-sm text-slate-600">
          {centre.centreNumber}
          {centre.status === 'suspended' ? ' · Suspended' : ''}
        </span>
        {flagged ? (
          <ul
            aria-label={`Why ${centre.name || centre.centreNumber} is flagged`}
            className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950"
          >
            {flags.map((flag) => (
              <li key={flag.kind}>{flag.text}</li>
            ))}
          </ul>
        ) : null}
        {evidence ? <div className="mt-2">{evidence}</div> : null}
      </th>
      <td className="px-3 py-3 text-right align-top">
        <Figure row={row} name="added" value={figures.added} />
        <span className="block text-xs text-slate-600">
          usually {figures.dailyAverage.toLocaleString('en-GB', { maximumFractionDigits: 1 })} a day
        </span>
      </td>
      <td className="px-3 py-3 text-right align-top">
        <Figure row={row} name="peak" value={figures.peak?.count ?? 0} />
      </td>
      <td className="px-3 py-3 text-right align-top">
        <Figure row={row} name="late" value={figures.late} />
      </td>
      <td className="px-3 py-3 text-right align-top">
        <Figure row={row} name="failedChecks" value={figures.failedChecks} />
      </td>
      <td className="px-3 py-3 text-right align-top">
        <Figure row={row} name="suspicious" value={figures.suspicious} />
      </td>
      <td className="px-3 py-3 text-right align-top">
        <Figure row={row} name="withdrawals" value={figures.withdrawn + figures.replaced} />
      </td>
    </tr>
  );
}
