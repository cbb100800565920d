import { PageHero } from '@/components/layout/page-hero';
import { site } from '@/config/site';
import { homeHighlights, homeIntro } from '@/content/home';

import { SectorSearch } from './sector-search';

export function HomeHero() {
  return (
    <PageHero title={site.tagline} subtitle={homeIntro}>
      <ul aria-label="At a glance" className="mt-6 flex flex-wrap gap-2">
        {homeHighlights.map((highlight) => (
          <li
            key={highlight}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/20"
          >
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
            {highlight}
          </li>
        ))}
      </ul>
      <div className="mt-8 max-w-3xl">
        <SectorSearch />
      </div>
    </PageHero>
  );
}
