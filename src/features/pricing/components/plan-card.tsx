import { ButtonLink } from '@/components/ui/button';
import type { PricingPlan } from '@/content/pricing';

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-current">
      <path d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
    </svg>
  );
}

/** One plan: name, price, what it includes and a call to action. */
export function PlanCard({ plan }: { plan: PricingPlan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={[
        'relative flex flex-col rounded-2xl bg-white p-6 sm:p-8',
        plan.highlight
          ? 'shadow-xl ring-2 ring-brand-700 lg:-my-4 lg:py-12'
          : 'shadow-sm ring-1 ring-slate-200',
      ].join(' ')}
    >
      <h3 id={headingId} className="text-xl font-bold text-brand-900">
        {plan.name}
      </h3>
      {plan.highlight ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-sm font-bold whitespace-nowrap text-brand-950">
          Most Popular
        </p>
      ) : null}
      <p className="mt-2 text-slate-700">{plan.summary}</p>
      <p className="mt-6 text-brand-900">
        <span className="text-lg font-medium">{plan.price.prefix}</span>{' '}
        <span className="text-4xl font-bold tracking-tight">{plan.price.amount}</span>
        <span className="text-lg font-medium text-slate-700">{plan.price.unit}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-slate-800">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span className="text-green-700">
              <CheckIcon />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={plan.cta.href}
        variant={plan.highlight ? 'primary' : 'outline'}
        className="mt-8 w-full"
      >
        {plan.cta.label}
        {plan.highlight ? null : <span className="sr-only">: {plan.name}</span>}
      </ButtonLink>
    </article>
  );
}
