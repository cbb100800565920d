import type { PaymentMethod, VolumeDiscount } from '@/content/pricing';

type PaymentOptionsProps = {
  methods: readonly PaymentMethod[];
  discounts: readonly VolumeDiscount[];
};

/** How centres can pay, and the discounts on per-learner fees for larger cohorts. */
export function PaymentOptions({ methods, discounts }: PaymentOptionsProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        <h3 className="text-xl font-semibold text-brand-900">Ways to pay</h3>
        <p className="mt-4 text-slate-700">
          Centre packages and per-learner fees can be paid in any of these ways.
        </p>
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {methods.map((method) => (
            <li key={method.id} className="px-5 py-3">
              <p className="font-semibold text-brand-900">{method.name}</p>
              <p className="mt-1 text-slate-700">{method.description}</p>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xl font-semibold text-brand-900">Volume discounts</h3>
        <p className="mt-4 text-slate-700">
          Registering more learners? Per-learner fees fall as your numbers grow in each academic
          year.
        </p>
        <dl className="mt-4 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {discounts.map((band) => (
            <div key={band.threshold} className="flex items-center justify-between gap-4 px-5 py-3">
              <dt className="text-slate-800">{band.threshold}</dt>
              <dd className="font-bold text-brand-800">{band.discount}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
