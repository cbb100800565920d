import type { summariseCheck } from '@/domain/import-register';

type Summary = ReturnType<typeof summariseCheck>;

/** Shown on screen; the downloadable report holds every problem. */
const SHOWN_PROBLEMS = 100;

const count = (value: number) => value.toLocaleString('en-GB');

/** The dry run's findings: what would be imported, and every problem by line and column. */
export function ImportReport({ summary, total }: { summary: Summary; total: number }) {
  const shown = summary.problems.slice(0, SHOWN_PROBLEMS);
  return (
    <div>
      <ul className="grid gap-3 sm:grid-cols-3">
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <span className="block text-2xl font-bold text-brand-900">
            {count(summary.ready.length)}
          </span>
          of {count(total)} rows ready to import
        </li>
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <span className="block text-2xl font-bold text-red-800">{count(summary.errorRows)}</span>
          rows with errors
        </li>
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <span className="block text-2xl font-bold text-amber-800">
            {count(summary.warningRows)}
          </span>
          rows with warnings
        </li>
      </ul>
      {shown.length > 0 ? (
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="p-3 text-left font-semibold text-slate-900">
              {summary.problems.length > shown.length
                ? `The first ${count(shown.length)} of ${count(summary.problems.length)} problems (download the report for all of them)`
                : 'Problems found'}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Line
                </th>
                <th scope="col" className="px-3 py-2">
                  Column
                </th>
                <th scope="col" className="px-3 py-2">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((problem, index) => (
                <tr key={index} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 tabular-nums">{problem.line}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{problem.column}</td>
                  <td className="px-3 py-2">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
