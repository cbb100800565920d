import { paths } from '@/config/paths';

/**
 * What a route is, which decides how it is built and what it may load:
 * - `marketing`: public and the same for every visitor. Pre-rendered, no Firebase code, and
 *   within the marketing budget of gzipped JavaScript (tests/bundle/budget.test.ts).
 * - `public-app`: public, pre-rendered in its initial state, and uses Firebase once a visitor
 *   acts (verification, sign-in). Its JavaScript is measured over the shared entry.
 * - `staff`: behind the staff guard. Served the empty app shell, never pre-rendered.
 */
type RouteKind = 'marketing' | 'public-app' | 'staff';

type RouteFields = {
  path?: string;
  /**
   * The module that renders the route, as the build names it (`src/pages/home.tsx`): each is
   * its own chunk, loaded when the route is first shown. Its default export, or `exportName`.
   */
  module: string;
  exportName?: string;
  /** Set on every route that shows a page (one without children). */
  kind?: RouteKind;
};

export type RouteEntry = RouteFields &
  ({ index: true; children?: undefined } | { index?: false; children?: RouteEntry[] });

/**
 * The one route table, inside the root layout: the browser's router (./routes.tsx), the
 * pre-render step (src/entry-server.tsx) and the bundle budget all read it, so a page added
 * here is routed, pre-rendered and measured alike.
 */
export const routeTable: RouteEntry[] = [
  { path: paths.home.path, module: 'src/pages/home.tsx', kind: 'marketing' },
  { path: paths.about.path, module: 'src/pages/about.tsx', kind: 'marketing' },
  { path: paths.centres.path, module: 'src/pages/centres.tsx', kind: 'marketing' },
  { path: paths.learners.path, module: 'src/pages/learners.tsx', kind: 'marketing' },
  { path: paths.qualifications.path, module: 'src/pages/qualifications.tsx', kind: 'marketing' },
  { path: paths.qualification.path, module: 'src/pages/qualification.tsx', kind: 'marketing' },
  { path: paths.resources.path, module: 'src/pages/resources.tsx', kind: 'marketing' },
  { path: paths.pricing.path, module: 'src/pages/pricing.tsx', kind: 'marketing' },
  { path: paths.businesses.path, module: 'src/pages/businesses.tsx', kind: 'marketing' },
  { path: paths.supportHub.path, module: 'src/pages/support-hub.tsx', kind: 'marketing' },
  { path: paths.join.path, module: 'src/pages/join.tsx', kind: 'marketing' },
  { path: paths.verify.path, module: 'src/pages/verify-certificate.tsx', kind: 'public-app' },
  // A receipt of a check, re-checked by anyone holding it (decision 030).
  { path: paths.receipt.path, module: 'src/pages/receipt.tsx', kind: 'public-app' },
  { path: paths.report.path, module: 'src/pages/report-certificate.tsx', kind: 'public-app' },
  // Employers' verifier accounts explained, and asked for by a visitor (decision 030).
  { path: paths.verifyEmployers.path, module: 'src/pages/employers.tsx', kind: 'public-app' },
  { path: paths.news.path, module: 'src/pages/news-article.tsx', kind: 'marketing' },
  // A learner's own certificates, on the learners' own Firebase app: none of the staff's code.
  { path: paths.myCertificates.path, module: 'src/pages/my-certificates.tsx', kind: 'public-app' },
  { path: paths.shareView.path, module: 'src/pages/share-view.tsx', kind: 'public-app' },
  { path: paths.terms.path, module: 'src/pages/terms.tsx', kind: 'marketing' },
  { path: paths.privacy.path, module: 'src/pages/privacy.tsx', kind: 'marketing' },
  { path: paths.cookies.path, module: 'src/pages/cookies.tsx', kind: 'marketing' },
  { path: paths.accessibility.path, module: 'src/pages/accessibility.tsx', kind: 'marketing' },
  {
    // The session provider and guard, with the Auth SDK behind them, load only for these.
    module: 'src/app/staff-area.tsx',
    children: [
      { path: paths.login.path, module: 'src/pages/login.tsx', kind: 'public-app' },
      {
        // Opened by an invitation's sign-in link: the invitee joins the staff here.
        path: paths.staffAccept.path,
        module: 'src/pages/staff-accept.tsx',
        kind: 'public-app',
      },
      {
        // An employer's verifier account only (docs/decisions/030-verifier-batch-checks.md).
        module: 'src/app/verifier-only.tsx',
        children: [
          { path: paths.verifyBatch.path, module: 'src/pages/verify-batch.tsx', kind: 'staff' },
          { path: paths.verifyHistory.path, module: 'src/pages/verify-history.tsx', kind: 'staff' },
        ],
      },
      {
        // The guard, and the one query client every staff screen shares.
        module: 'src/app/staff-only.tsx',
        children: [
          {
            path: paths.addCertificate.path,
            module: 'src/pages/add-certificate.tsx',
            kind: 'staff',
          },
          {
            // A sheet of A4 pages with no dashboard around it, to print as it is shown.
            path: paths.dashboard.printCertificates.path,
            module: 'src/pages/dashboard/print-certificates.tsx',
            kind: 'staff',
          },
          {
            path: paths.dashboard.root.path,
            module: 'src/pages/dashboard/layout.tsx',
            children: [
              { index: true, module: 'src/pages/dashboard/home.tsx', kind: 'staff' },
              {
                path: paths.dashboard.verify.path,
                module: 'src/pages/dashboard/verify.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.addCertificate.path,
                module: 'src/pages/dashboard/add-certificate.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.studentList.path,
                module: 'src/pages/dashboard/student-list.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.importCertificates.path,
                module: 'src/pages/dashboard/import-certificates.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.review.path,
                module: 'src/pages/dashboard/review-certificates.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.centres.path,
                module: 'src/pages/dashboard/centres.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.centreRisk.path,
                module: 'src/pages/dashboard/centre-risk.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.staff.path,
                module: 'src/pages/dashboard/staff.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.verifiers.path,
                module: 'src/pages/dashboard/verifiers.tsx',
                kind: 'staff',
              },
              {
                path: paths.dashboard.activity.path,
                module: 'src/pages/dashboard/activity.tsx',
                kind: 'staff',
              },
            ],
          },
        ],
      },
    ],
  },
  // Any other address: the not-found page, which has no address of its own to pre-render.
  { path: '*', module: 'src/pages/not-found.tsx', kind: 'marketing' },
];

/** A route that shows a page, with the modules it loads, outermost first. */
type PageRoute = { path: string; kind: RouteKind; modules: string[] };

/** Every route that shows a page, in table order, with its full path. */
export function pageRoutes(table: RouteEntry[] = routeTable): PageRoute[] {
  const pages: PageRoute[] = [];
  const visit = (entries: RouteEntry[], parentPath: string, modules: string[]) => {
    for (const entry of entries) {
      const path = entry.path ?? parentPath;
      const chain = [...modules, entry.module];
      if (entry.children) visit(entry.children, path, chain);
      else if (entry.kind) pages.push({ path, kind: entry.kind, modules: chain });
      else throw new Error(`The route ${path} shows a page but has no kind.`);
    }
  };
  visit(table, '/', []);
  return pages;
}
