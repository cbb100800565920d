import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { levelLabel, type Qualification } from '@/domain/catalogue';

import type { CatalogueLinkState } from '../catalogue-href';

type QualificationCardProps = {
  qualification: Qualification;
  /** The catalogue's query string, so the detail page can link back to these results. */
  catalogueSearch: string;
};

const chipClass =
  'inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800';

export function QualificationCard({ qualification, catalogueSearch }: QualificationCardProps) {
  const titleId = `qualification-${qualification.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus"
    >
      <img
        src={qualification.image}
        alt=""
        width={320}
        height={160}
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-brand-700">{qualification.sector}</p>
        <h3 id={titleId} className="mt-1 text-lg leading-snug font-bold text-brand-900">
          {qualification.title}
        </h3>
        <dl className="mt-3 flex flex-wrap gap-2">
          <div className={chipClass}>
            <dt className="sr-only">Level</dt>
            <dd>{levelLabel(qualification.level)}</dd>
          </div>
          <div className={chipClass}>
            <dt className="sr-only">Type</dt>
            <dd>{qualification.type}</dd>
          </div>
          <div className={chipClass}>
            <dt>
              <abbr title="Total qualification time" className="no-underline">
                TQT
              </abbr>
            </dt>
            <dd className="ml-1">{qualification.tqt} hours</dd>
          </div>
        </dl>
        <p className="mt-3 flex-1 text-slate-700">{qualification.description}</p>
        <Link
          to={paths.qualification.getHref(qualification.id)}
          state={{ catalogueSearch } satisfies CatalogueLinkState}
          className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none after:absolute after:inset-0"
        >
          View Details
          <span className="sr-only">: {qualification.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
