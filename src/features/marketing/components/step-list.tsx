import type { ProcessStep } from '@/content/marketing-icons';

type StepListProps = { steps: ProcessStep[] };

/** A numbered process. The list is ordered, so the numbers are read out as well as shown. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-brand-950"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
