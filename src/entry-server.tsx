import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes } from 'react-router-dom';

import { StaticAppRouter } from '@/app/router';
import { routes } from '@/app/routes';
import { paths } from '@/config/paths';
import { newsArticles } from '@/content/news';
import { qualifications } from '@/content/qualifications';

/*
 * The build's server entry (docs/decisions/011-pre-rendering-and-hydration.md). scripts/prerender.ts renders each
 * address below to static HTML with the same route table as the browser, which then hydrates it.
 */

/** Every page that looks the same to every visitor, so it can be built once as HTML. */
export function prerenderedAddresses(): string[] {
  return [
    paths.home.getHref(),
    paths.about.getHref(),
    paths.centres.getHref(),
    paths.learners.getHref(),
    paths.qualifications.getHref(),
    ...qualifications.map((qualification) => paths.qualification.getHref(qualification.id)),
    paths.resources.getHref(),
    ...newsArticles.map((article) => paths.news.getHref(article.id)),
    paths.pricing.getHref(),
    paths.businesses.getHref(),
    paths.supportHub.getHref(),
    paths.join.getHref(),
    paths.verify.getHref(),
    paths.login.getHref(),
    paths.terms.getHref(),
    paths.privacy.getHref(),
    paths.cookies.getHref(),
    paths.accessibility.getHref(),
  ];
}

/**
 * The components of the routes an address matches, outermost first: the build looks up which
 * lazy chunks they are, so that each page's HTML can ask for its code early.
 */
export function routeComponents(address: string): unknown[] {
  return (matchRoutes(routes, address) ?? []).map(
    (match) => (match.route.element as ReactElement | undefined)?.type,
  );
}

/** Renders one address of the app to HTML, once every lazy page it shows has loaded. */
export async function render(location: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticAppRouter location={location} />
    </StrictMode>,
    {
      // One complete document: without this, React moves large sections behind inline scripts
      // (for streaming), which the Content Security Policy would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  // A page that fails to render would fall back to the browser; the build should say so.
  if (errors.length > 0) throw new Error(`Rendering ${location} failed.`, { cause: errors[0] });
  return new Response(prelude).text();
}
