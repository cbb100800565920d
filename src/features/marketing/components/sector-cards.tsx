import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { SectorCard } from '@/content/home';

import { Icon } from './icon';

type SectorCardsProps = { sectors: SectorCard[] };

/** One card per sector, each opening the catalogue filtered to that sector. */
export function SectorCards({ sectors }: SectorCardsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {sectors.map((card) => (
        <li
          key={card.sector}
          className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-center gap-3 bg-brand-800 px-6 py-5 text-white">
            <Icon name={card.icon} className="size-8 shrink-0 text-accent-300" />
            <h3 className="text-xl font-bold">{card.sector}</h3>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {card.levels}
            </p>
            <p className="mt-2 flex-1 leading-relaxed text-slate-700">{card.description}</p>
            <Link
              to={paths.qualifications.getHref({ sector: card.sector })}
              className={buttonClasses({ variant: 'outline', className: 'mt-6 self-start' })}
            >
              View Courses<span className="sr-only"> in {card.sector}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
