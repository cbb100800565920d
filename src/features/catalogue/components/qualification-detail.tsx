import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { site } from '@/config/site';
import { levelLabel, type DetailedQualification } from '@/domain/catalogue';

import { catalogueHref } from '../catalogue-href';
import { KeyFactsPanel } from './key-facts-panel';
import { QualificationBreadcrumb } from './qualification-breadcrumb';
import { UnitsTable } from './units-table';

function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid">
      <h2 id={id} className="text-xl font-bold text-brand-900 print:text-base">
        {title}
      </h2>
      <div className="mt-3 text-slate-700 print:mt-1">{children}</div>
    </section>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-600 print:space-y-0">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Everything about one qualification, laid out to read well on screen and print on one A4 page. */
export function QualificationDetail({ qualification }: { qualification: DetailedQualification }) {
  const location = useLocation();
  const backHref = catalogueHref(location.state);
  const ids = (name: string) => `${qualification.id}-${name}`;

  return (
    <div className="qualification-print">
      <QualificationBreadcrumb title={qualification.title} backHref={backHref} />

      <div className="print-plain">
        {/* The site header is not printed, so the page says whose it is. */}
        <Container className="hidden print:block">
          <p className="mb-2 border-b border-slate-400 pb-1 text-sm font-semibold">
            {site.name} · Qualification summary
          </p>
        </Container>
        <PageHero title={qualification.title} subtitle={qualification.description}>
          <ul aria-label="At a glance" className="mt-6 flex flex-wrap gap-2 print:hidden">
            {[
              qualification.sector,
              levelLabel(qualification.level),
              qualification.type,
              `${qualification.tqt} hours TQT`,
            ].map((fact) => (
              <li
                key={fact}
                className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/30 print:px-0 print:ring-0"
              >
                {fact}
              </li>
            ))}
          </ul>
        </PageHero>
      </div>

      <Container className="grid gap-10 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem] print:block print:py-3">
        <KeyFactsPanel qualification={qualification} headingId={ids('key-facts')} />

        <div className="space-y-10 lg:col-start-1 lg:row-start-1 print:space-y-3">
          {/* Two columns of prose on paper; the units table below keeps the full width. */}
          <div className="space-y-10 print:columns-2 print:gap-6 print:space-y-0 print:[&>section]:mb-3">
            <DetailSection id={ids('overview')} title="Overview">
              <p>{qualification.overview}</p>
            </DetailSection>
            <DetailSection id={ids('audience')} title="Who it is for">
              <BulletList items={qualification.audience} />
            </DetailSection>
            <DetailSection id={ids('entry')} title="Entry requirements">
              <BulletList items={qualification.entryRequirements} />
            </DetailSection>
            <DetailSection id={ids('assessment')} title="Assessment">
              <BulletList items={qualification.assessment} />
            </DetailSection>
            <DetailSection id={ids('progression')} title="Progression">
              <BulletList items={qualification.progression} />
            </DetailSection>
          </div>
          <DetailSection id={ids('structure')} title="Qualification structure">
            <p className="mb-4 print:mb-1">{qualification.rulesOfCombination}</p>
            <UnitsTable units={qualification.units} />
          </DetailSection>
          <p className="print:hidden">
            <Link
              to={backHref}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              <span aria-hidden="true">← </span>Back to qualifications
            </Link>
          </p>
        </div>
      </Container>
    </div>
  );
}
