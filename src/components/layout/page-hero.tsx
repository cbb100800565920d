import type { ReactNode } from 'react';

import { Container } from './container';

type PageHeroProps = {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
};

/** The coloured banner at the top of every public page, holding the page's only h1. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <section className="bg-brand-900 text-white">
      <Container className="py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-brand-100">{subtitle}</p> : null}
        {children}
      </Container>
    </section>
  );
}
