import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import {
  batchResultsCsv,
  labelCounts,
  outcomeLabel,
  outcomeWords,
  type BatchOutcome,
  type BatchRow,
} from '@/domain/batch-check';
import { paths } from '@/config/paths';
import { downloadFile } from '@/lib/download-file';

import { receiptAddress } from '../utils/receipt-address';

type BatchResultsProps = {
  rows: readonly BatchRow[];
  outcomes: ReadonlyMap<number, BatchOutcome>;
  receiptId: string;
};

/** Each row's result, the receipt anyone can re-check, and the results as a file. */
export function BatchResults({ rows, outcomes, receiptId }: BatchResultsProps) {
  const address = receiptAddress(receiptId);
  return (
    <section aria-labelledby="batch-results" className="space-y-4">
      <h2 id="batch-results" className="text-xl font-bold text-brand-900">
        Results
      </h2>
      <p className="text-slate-700">{labelCounts([...outcomes.values()].map(outcomeLabel))}</p>
      <p className="text-slate-700">
        Receipt: <Link to={paths.receipt.getHref(receiptId)}>{address}</Link>. Anyone with the
        receipt and a certificate number on it can see what the register said at this time.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() =>
            downloadFile(`check-results-${receiptId}.csv`, batchResultsCsv(rows, outcomes, address))
          }
        >
          Download the results (CSV)
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Each candidate’s result</caption>
          <thead className="border-b border-slate-300 text-slate-900">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Line
              </th>
              <th scope="col" className="py-2 pr-4">
                Candidate
              </th>
              <th scope="col" className="py-2 pr-4">
                Your reference
              </th>
              <th scope="col" className="py-2">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const outcome = outcomes.get(row.line);
              return (
                <tr key={row.line} className="border-b border-slate-200">
                  <td className="py-2 pr-4">{row.line}</td>
                  <td className="py-2 pr-4">
                    {row.input.firstName} {row.input.surname} ({row.input.number})
                  </td>
                  <td className="py-2 pr-4">{row.reference}</td>
                  <td className="py-2">{outcome ? outcomeWords(outcome) : 'Not checked'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
