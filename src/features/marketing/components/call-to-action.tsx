import type { ReactNode } from 'react';

import { Container } from '@/components/layout/container';

type CallToActionProps = {
  id: string;
  title: string;
  children: ReactNode;
  /** Buttons or links, laid out in a row. */
  actions: ReactNode;
};

/** A closing band that invites the visitor to take the next step. */
export function CallToAction({ id, title, children, actions }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="py-12 sm:py-16">
      <Container>
        <div className="rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-12 sm:py-12 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-2xl">
            <h2 id={id} className="text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            <div className="mt-3 text-lg text-brand-100">{children}</div>
          </div>
          <div className="mt-8 flex flex-wrap gap-3 lg:mt-0 lg:shrink-0">{actions}</div>
        </div>
      </Container>
    </section>
  );
}
