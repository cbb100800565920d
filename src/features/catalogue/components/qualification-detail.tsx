import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { levelLabel, type DetailedQualification } from '@/domain/catalogue';

import { catalogueHref } from '../catalogue-href';
import { KeyFacts } from './key-facts';
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
      <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50 print:hidden">
        <Container className="py-3 text-sm">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
            <li>
              <Link to={paths.home.getHref()} className="underline-offset-4 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={backHref} className="underline-offset-4 hover:underline">
                Qualifications
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-semibold text-slate-900">
              {qualification.title}
            </li>
          </ol>
        </Container>
      </nav>

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
        <aside
          aria-labelledby={ids('key-facts')}
          className="lg:col-start-2 lg:row-start-1 print:mb-3"
        >
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-24 print:rounded-none print:border-0 print:shadow-none">
            <img
              src={qualification.image}
              alt=""
              width={320}
              height={160}
              className="hidden aspect-[2/1] w-full bg-brand-50 object-cover lg:block print:hidden"
            />
            <div className="p-5 sm:p-6 print:p-0">
              <h2
                id={ids('key-facts')}
                className="text-xl font-bold text-brand-900 print:text-base"
              >
                Key facts
              </h2>
              <div className="mt-4 print:mt-1">
                <KeyFacts qualification={qualification} />
              </div>
              <div className="mt-6 grid gap-3 print:hidden">
                <ButtonLink to={paths.centres.getHref()}>Find an approved centre</ButtonLink>
                <ButtonLink to={paths.verify.getHref()} variant="outline">
                  Verify a certificate
                </ButtonLink>
                <Button variant="ghost" onClick={() => window.print()}>
                  Print this page
                </Button>
              </div>
            </div>
          </div>
        </aside>

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
