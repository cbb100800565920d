import { Container } from '@/components/layout/container';
import { Button } from '@/components/ui/button';

/** Shown when a page throws or its code fails to load (for example just after a release). */
export function PageError() {
  return (
    <Container className="py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
        This page could not be shown. Please reload the page; if the problem continues, contact our
        support team.
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Container>
  );
}
