import type { Milestone } from '@/content/about';

type TimelineProps = { milestones: Milestone[] };

/** Milestones in date order, drawn as a vertical line with a marker for each. */
export function Timeline({ milestones }: TimelineProps) {
  return (
    <ol className="relative max-w-3xl border-l-2 border-brand-200 pl-8">
      {milestones.map((milestone) => (
        <li key={milestone.period} className="relative pb-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-white bg-accent-500 ring-2 ring-brand-200"
          />
          <p className="text-sm font-bold tracking-wide text-brand-700">{milestone.period}</p>
          <h3 className="mt-1 text-xl font-semibold text-brand-900">{milestone.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{milestone.description}</p>
        </li>
      ))}
    </ol>
  );
}
