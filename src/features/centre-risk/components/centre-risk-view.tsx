import { useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { formatDateTime } from '@/domain/dates';
import { parseRiskWindow, RISK_WINDOWS, riskRowsOf } from '@/domain/centre-risk';

import { firestoreCentreRiskApi, type CentreRiskApi } from '../api/centre-risk-api';
import { useCentreRisk } from '../hooks/use-centre-risk';
import { CentreRiskRow } from './centre-risk-row';
import { EvidencePackButton } from './evidence-pack-button';

const headings = [
  'Added',
  'Most in one day',
  'Recorded late',
  'Failed checks',
  'Suspicious',
  'Withdrawn or replaced',
];

/**
 * Centre risk (docs/decisions/032-fraud-signals.md): one row per centre over the last 7, 30 or 90
 * days (?window=), flagged centres first with their reasons in words, each figure opening its
 * records; read from one snapshot, counted day by day, with its age and Refresh.
 */
export function CentreRiskView({ api = firestoreCentreRiskApi }: { api?: CentreRiskApi }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const window = parseRiskWindow(searchParams.get('window'));
  const { snapshot, readFailed, counting, countFailed, refresh } = useCentreRisk(api);
  const rows = snapshot ? riskRowsOf(snapshot, window) : [];
  const flagged = rows.filter((row) => row.flags.length > 0).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label="Over the last"
          value={String(window)}
          onChange={(event) => setSearchParams({ window: event.target.value }, { replace: true })}
        >
          {RISK_WINDOWS.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </SelectField>
        <Button variant="outline" onClick={refresh} disabled={counting}>
          {counting ? 'Counting...' : 'Refresh'}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {snapshot
          ? `Counted ${formatDateTime(snapshot.computedAt)} by ${snapshot.computedBy}. ${flagged} of ${rows.length} centres flagged.`
          : counting
            ? 'Counting the centres’ figures...'
            : readFailed || countFailed
              ? 'The centres’ risk figures could not be loaded. Try Refresh.'
              : 'Loading the centres’ risk figures...'}
      </p>
      {snapshot ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">Each centre’s figures over the last {window} days</caption>
            <thead className="bg-slate-50 text-sm">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Centre
                </th>
                {headings.map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 text-right">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <CentreRiskRow
                  key={row.centre.centreNumber}
                  row={row}
                  evidence={
                    <EvidencePackButton
                      api={api}
                      name={row.centre.name || row.centre.centreNumber}
                      period={{
                        centreNumber: row.centre.centreNumber,
                        from: row.figures.from,
                        to: row.figures.to,
                      }}
                    />
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
