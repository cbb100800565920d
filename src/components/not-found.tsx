import { Container } from '@/components/layout/container';
import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The 404 page's content: for unknown routes and for unknown ids on detail routes. */
export function NotFound() {
  return (
    <>
      <PageMeta
        title="Page not found"
        description="The page you were looking for could not be found."
      />
      <Container className="py-20 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Page not found</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
          If you typed the web address, check it is correct. If you followed a link, the page may
          have moved. You can still find what you need from our home page or the qualification
          catalogue.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.home.getHref()}>Go to the home page</ButtonLink>
          <ButtonLink to={paths.qualifications.getHref()} variant="outline">
            Browse qualifications
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
