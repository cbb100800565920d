import type { SolutionArea } from '@/content/businesses';

import { Icon } from './icon';

type SolutionAreasProps = { areas: SolutionArea[] };

export function SolutionAreas({ areas }: SolutionAreasProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {areas.map((area) => (
        <li
          key={area.title}
          className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-accent-300">
            <Icon name={area.icon} />
          </span>
          <div>
            <h3 className="text-xl font-semibold text-brand-900">{area.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{area.description}</p>
            <ul className="mt-4 space-y-1.5">
              {area.points.map((point) => (
                <li key={point} className="flex items-start gap-2 text-slate-800">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
