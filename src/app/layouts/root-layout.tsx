import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { ErrorBoundary } from '@/components/error-boundary';
import { PageError } from '@/components/page-error';
import { ScrollToTop } from '@/components/scroll-to-top';
import { PageLoading } from '@/components/ui/page-loading';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The site's chrome: skip link, sticky header, the page, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-accent-400 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary fallback={<PageError />} resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
