import type { Certificate } from '@/domain/certificate';
import { formatAwardedDate } from '@/domain/dates';

const columns = [
  '#',
  'Student Number',
  'First Name',
  'Surname',
  'Course Name',
  'Awarded Date',
  'Centre Number',
  'Actions',
] as const;

type StudentsTableProps = {
  rows: readonly Certificate[];
  /** Said to screen readers before the table: what is listed, and in what order. */
  caption: string;
  onView: (certificate: Certificate) => void;
  /** The row saved most recently, highlighted so staff see where their change landed. */
  highlightedId?: string | null;
};

function Missing() {
  return <span className="text-slate-600">Not recorded</span>;
}

/**
 * SPEC §2 'Student List': the table scrolls inside 70% of the window with its header row kept in
 * view. The scrolling box can take focus, so keyboard users can scroll it too.
 */
export function StudentsTable({ rows, caption, onView, highlightedId }: StudentsTableProps) {
  return (
    <div
      role="region"
      aria-label="Certificates"
      // A scrolling box must be reachable by keyboard to be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[64rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="sticky top-0 z-10 border-b border-brand-900 bg-brand-800 px-3 py-3 font-semibold whitespace-nowrap text-white first:rounded-tl-xl last:rounded-tr-xl"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              className={
                row.id === highlightedId
                  ? 'bg-accent-100'
                  : 'odd:bg-white even:bg-slate-50 hover:bg-brand-50'
              }
            >
              <td className="border-b border-slate-200 px-3 py-2 text-slate-600 tabular-nums">
                {index + 1}
              </td>
              <td className="border-b border-slate-200 px-3 py-2 font-mono whitespace-nowrap">
                {row.studentNumber || <Missing />}
              </td>
              <td className="border-b border-slate-200 px-3 py-2">{row.firstName}</td>
              <td className="border-b border-slate-200 px-3 py-2 font-medium text-slate-900">
                {row.surname}
              </td>
              <td className="border-b border-slate-200 px-3 py-2">
                {row.courseName || <Missing />}
              </td>
              <td className="border-b border-slate-200 px-3 py-2 whitespace-nowrap">
                {row.awardedDate ? formatAwardedDate(row.awardedDate) : <Missing />}
              </td>
              <td className="border-b border-slate-200 px-3 py-2 font-mono">
                {row.centreNumber || <Missing />}
              </td>
              <td className="border-b border-slate-200 px-3 py-2">
                <button
                  type="button"
                  onClick={() => onView(row)}
                  aria-label={`View Details for ${row.fullName}`}
                  className="rounded-md px-2 py-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:bg-brand-50 hover:text-brand-900"
                >
                  View Details
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
