import { Container } from '@/components/layout/container';
import type { IconCard } from '@/content/marketing-icons';

import { Icon } from './icon';

type ValueCardsProps = { items: IconCard[] };

/** The three values of the tagline, directly under the home page hero. */
export function ValueCards({ items }: ValueCardsProps) {
  return (
    <section aria-labelledby="values-heading" className="py-12 sm:py-16">
      <Container>
        <h2 id="values-heading" className="sr-only">
          What we stand for
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.title}
              className="rounded-2xl border-t-4 border-accent-400 bg-white p-6 shadow-md ring-1 ring-slate-200"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-900 text-accent-300">
                <Icon name={item.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold text-brand-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
