import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, type Params } from 'react-router-dom';

import { pageRoutes, routeTable } from '@/app/route-table';
import { StaticAppRouter } from '@/app/router';
import { paths } from '@/config/paths';
import { newsArticles } from '@/content/news';
import { newsArticleModule } from '@/content/news-articles';
import { qualificationDetailsModule } from '@/content/qualification-details';
import { qualifications } from '@/content/qualifications';

/*
 * The build's server entry (docs/decisions/011-pre-rendering-and-hydration.md). scripts/prerender.ts renders each
 * address below to static HTML with the same route table as the browser, which then hydrates it.
 */

/** The addresses of the routes whose path has parameters: one page each. */
const parameterAddresses: Record<string, () => string[]> = {
  [paths.qualification.path]: () =>
    qualifications.map((qualification) => paths.qualification.getHref(qualification.id)),
  [paths.news.path]: () => newsArticles.map((article) => paths.news.getHref(article.id)),
  // The share page without a code, to type one; with a code it starts from the app shell.
  [paths.shareView.path]: () => [paths.shareView.getHref()],
  // A receipt's own address is served the app shell; only the page without one is built.
  [paths.receipt.path]: () => [paths.receipt.getHref()],
};

/**
 * Every page that looks the same to every visitor, so it can be built once as HTML: each public
 * route of the route table (src/app/route-table.ts) but the not-found page, which has no address.
 */
export function prerenderedAddresses(): string[] {
  return pageRoutes()
    .filter((route) => route.kind !== 'staff' && route.path !== '*')
    .flatMap((route) => {
      if (!route.path.includes(':')) return [route.path];
      const addresses = parameterAddresses[route.path];
      if (!addresses) throw new Error(`Which addresses of ${route.path} should be pre-rendered?`);
      return addresses();
    });
}

/**
 * What a page fetches beyond its route's modules: its address's own content, or code it runs
 * only once a visitor acts but should then have at hand (the public check, and the session and
 * sign-in, which their forms run when someone moves into them).
 */
const contentModules: Record<string, (params: Params) => (string | undefined)[]> = {
  [paths.qualification.path]: (params) => [qualificationDetailsModule(params.qualificationId)],
  [paths.news.path]: (params) => [newsArticleModule(params.newsId)],
  [paths.verify.path]: () => ['src/features/verification/api/verify-certificate.ts'],
  [paths.myCertificates.path]: () => ['src/features/auth/api/learner-link-sign-in.ts'],
  [paths.shareView.path]: () => ['src/features/share-codes/api/view-share.ts'],
  [paths.report.path]: () => ['src/features/reports/api/file-report.ts'],
  [paths.verifyEmployers.path]: () => ['src/features/verifiers/api/request-account.ts'],
  [paths.login.path]: () => [
    'src/features/auth/api/subscribe-to-session.ts',
    'src/features/auth/api/sign-in.ts',
  ],
};

/**
 * The modules an address renders, as the build names them: its routes', outermost first, then
 * its content's. The build looks up their chunks, so that the page's HTML asks for them early.
 */
export function routeModules(address: string): string[] {
  const matches = matchRoutes(routeTable, address) ?? [];
  const page = matches.at(-1);
  const content = page ? (contentModules[page.route.path ?? '']?.(page.params) ?? []) : [];
  return [
    ...matches.map((match) => match.route.module),
    ...content.filter((module) => module !== undefined),
  ];
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
