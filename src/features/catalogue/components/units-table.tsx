import type { QualificationUnit } from '@/domain/catalogue';

/** The units of a qualification, mandatory first, with their guided learning hours. */
export function UnitsTable({ units }: { units: readonly QualificationUnit[] }) {
  const ordered = [
    ...units.filter((unit) => unit.mandatory),
    ...units.filter((unit) => !unit.mandatory),
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 print:overflow-visible print:rounded-none print:border-0">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Units and guided learning hours</caption>
        <thead className="bg-slate-50 text-slate-700 print:bg-transparent">
          <tr>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold print:px-2 print:py-1">
              Unit
            </th>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold print:px-2 print:py-1">
              Status
            </th>
            <th
              scope="col"
              className="px-3 py-2.5 sm:px-4 text-right font-semibold print:px-2 print:py-1"
            >
              <abbr title="Guided learning hours" className="no-underline">
                GLH
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {ordered.map((unit) => (
            <tr key={unit.title}>
              <th
                scope="row"
                className="px-3 py-2.5 sm:px-4 font-normal text-slate-900 print:px-2 print:py-0.5"
              >
                {unit.title}
              </th>
              <td className="px-3 py-2.5 sm:px-4 whitespace-nowrap text-slate-700 print:px-2 print:py-0.5">
                {unit.mandatory ? 'Mandatory' : 'Optional'}
              </td>
              <td className="px-3 py-2.5 sm:px-4 text-right text-slate-700 tabular-nums print:px-2 print:py-0.5">
                {unit.glh}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
