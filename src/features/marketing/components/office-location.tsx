import { buttonClasses } from '@/components/ui/button';
import { site } from '@/config/site';
import { officeVisit } from '@/content/home';

/** The office address beside a drawn map; the real map opens on a map service. */
export function OfficeLocation() {
  return (
    <div className="grid items-center gap-8 lg:grid-cols-5">
      <img
        src="/images/office-map.svg"
        alt={`Illustrated street map marking our office on ${site.address.lines[1]}, near Farringdon station`}
        width={640}
        height={400}
        loading="lazy"
        className="w-full rounded-2xl shadow-sm ring-1 ring-slate-200 lg:col-span-3"
      />
      <div className="lg:col-span-2">
        <address className="text-lg leading-relaxed not-italic text-slate-800">
          <span className="font-semibold text-brand-900">{site.address.organisation}</span>
          <br />
          {site.address.lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          {site.address.city} {site.address.postcode}
        </address>
        <p className="mt-4 leading-relaxed text-slate-700">{officeVisit.directions}</p>
        <p className="mt-3 leading-relaxed text-slate-700">{officeVisit.appointments}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
          <dt className="font-semibold text-slate-900">Phone</dt>
          <dd>
            <a href={site.phone.href} className="text-brand-700 underline underline-offset-2">
              {site.phone.display}
            </a>
          </dd>
          <dt className="font-semibold text-slate-900">Email</dt>
          <dd className="break-all">
            <a
              href={`mailto:${site.email}`}
              className="text-brand-700 underline underline-offset-2"
            >
              {site.email}
            </a>
          </dd>
          <dt className="font-semibold text-slate-900">Hours</dt>
          <dd>{site.supportHours}</dd>
        </dl>
        <a
          href={site.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ className: 'mt-6' })}
        >
          View on a map<span className="sr-only"> (opens in a new tab)</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
            <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11zM4 5h5v2H5v8h8v-4h2v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
          </svg>
        </a>
      </div>
    </div>
  );
}
