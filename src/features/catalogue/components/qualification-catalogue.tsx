import { useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { Container } from '@/components/layout/container';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import {
  describeResults,
  filterQualifications,
  paginate,
  type Qualification,
} from '@/domain/catalogue';
import { serialiseCatalogueState } from '@/domain/catalogue-url';

import { useCatalogueUrlState } from '../hooks/use-catalogue-url-state';
import { CatalogueFilters } from './catalogue-filters';
import { QualificationCard } from './qualification-card';

type QualificationCatalogueProps = {
  qualifications: readonly Qualification[];
};

/** Keyword search, sector/level/type filters and paged result cards, all driven by the URL. */
export function QualificationCatalogue({ qualifications }: QualificationCatalogueProps) {
  const { state, searchText, setSearchText, setFilters, setPage, resetFilters } =
    useCatalogueUrlState();
  const { pathname } = useLocation();
  const resultsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const matches = filterQualifications(qualifications, state);
  const result = paginate(matches, state.page);
  const catalogueSearch = serialiseCatalogueState({ ...state, page: result.page }).toString();

  /**
   * Brings the results into view and moves focus to their heading, so keyboard and screen reader
   * users start reading the new page from its top (docs/product.md, Qualification catalogue).
   */
  function showResults() {
    headingRef.current?.focus({ preventScroll: true });
    const results = resultsRef.current;
    if (!results) return;
    const top = results.getBoundingClientRect().top;
    // Only scroll when the top of the results is hidden (behind the sticky header or off screen).
    if (top < 96 || top > window.innerHeight * 0.75) {
      results.scrollIntoView?.({ block: 'start' });
    }
  }

  return (
    <Container className="py-10 sm:py-12">
      <CatalogueFilters
        searchText={searchText}
        filters={state}
        onSearchTextChange={setSearchText}
        onFiltersChange={setFilters}
        onReset={resetFilters}
        onSubmit={showResults}
      />

      <section ref={resultsRef} aria-labelledby="catalogue-results" className="mt-8">
        <h2
          id="catalogue-results"
          ref={headingRef}
          tabIndex={-1}
          className="sr-only focus:outline-none"
        >
          Search results
        </h2>
        <p role="status" className="text-base font-semibold text-slate-800">
          {describeResults(result)}
        </p>

        {result.total === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-lg text-slate-700">
              Try a different keyword, or widen your search by choosing All Sectors, All Levels and
              All Types.
            </p>
            <Button className="mt-5" variant="outline" onClick={resetFilters}>
              Clear search and filters
            </Button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((qualification) => (
              <li key={qualification.id}>
                <QualificationCard
                  qualification={qualification}
                  catalogueSearch={catalogueSearch}
                />
              </li>
            ))}
          </ul>
        )}

        <Pagination
          className="mt-10"
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={(page) => {
            const search = serialiseCatalogueState({ ...state, page }).toString();
            return search ? `${pathname}?${search}` : pathname;
          }}
          onPageChange={(page) => {
            setPage(page);
            showResults();
          }}
        />
      </section>
    </Container>
  );
}
