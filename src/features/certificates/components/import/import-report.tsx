import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ColumnHeader,
} from '@/components/ui/table';
import type { summariseCheck } from '@/domain/import-register';

import { count } from '../../utils/import-text';

type Summary = ReturnType<typeof summariseCheck>;

/** Shown on screen; the downloadable report holds every problem. */
const SHOWN_PROBLEMS = 100;

function Figure({
  value,
  className,
  children,
}: {
  value: number;
  className: string;
  children: string;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <span className={`block text-2xl font-bold ${className}`}>{count(value)}</span>
      {children}
    </li>
  );
}

/** The dry run's findings: what would be imported, and every problem by line and column. */
export function ImportReport({ summary, total }: { summary: Summary; total: number }) {
  const shown = summary.problems.slice(0, SHOWN_PROBLEMS);
  return (
    <div>
      <ul className="grid gap-3 sm:grid-cols-3">
        <Figure value={summary.ready.length} className="text-brand-900">
          {`of ${count(total)} rows ready to import`}
        </Figure>
        <Figure value={summary.errorRows} className="text-red-800">
          rows with errors
        </Figure>
        <Figure value={summary.warningRows} className="text-amber-800">
          rows with warnings
        </Figure>
      </ul>
      {shown.length > 0 ? (
        <Table
          caption={
            summary.problems.length > shown.length
              ? `The first ${count(shown.length)} of ${count(summary.problems.length)} problems (download the report for all of them)`
              : 'Problems found'
          }
          captionVisible
          frameClassName="mt-4 rounded-lg border border-slate-200 bg-white px-3"
        >
          <TableHead>
            <ColumnHeader>Line</ColumnHeader>
            <ColumnHeader>Column</ColumnHeader>
            <ColumnHeader>Problem</ColumnHeader>
          </TableHead>
          <TableBody>
            {shown.map((problem, index) => (
              <TableRow key={index} valign="top">
                <TableCell className="tabular-nums">{problem.line}</TableCell>
                <TableCell className="whitespace-nowrap">{problem.column}</TableCell>
                <TableCell>
                  <span
                    className={
                      problem.kind === 'Error'
                        ? 'font-semibold text-red-800'
                        : 'font-semibold text-amber-800'
                    }
                  >
                    {problem.kind}:
                  </span>{' '}
                  {problem.message}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}
