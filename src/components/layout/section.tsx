import type { ReactNode } from 'react';

import { Container } from './container';

type SectionProps = {
  title: string;
  /** Used for aria-labelledby; must be unique on the page. */
  id: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'white' | 'muted';
};

/** A titled band of page content with an h2 that labels it. */
export function Section({ title, id, intro, children, tone = 'white' }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={tone === 'muted' ? 'bg-slate-50 py-12 sm:py-16' : 'py-12 sm:py-16'}
    >
      <Container>
        <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}
