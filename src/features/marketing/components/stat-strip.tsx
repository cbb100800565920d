import { Container } from '@/components/layout/container';

type StatStripProps = { stats: readonly { value: string; label: string }[] };

/** Headline figures in a band under the hero. */
export function StatStrip({ stats }: StatStripProps) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <Container>
        <dl className="grid grid-cols-2 gap-6 py-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-800 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </div>
  );
}
