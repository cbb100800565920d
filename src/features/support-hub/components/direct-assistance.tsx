import type { ReactNode } from 'react';

import { fullAddress, site } from '@/config/site';

function ContactItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</dt>
      <dd className="mt-2 text-slate-900">{children}</dd>
    </div>
  );
}

const [mailbox, domain] = site.email.split('@');

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Phone, e-mail, opening hours and the office address, all from the site configuration. */
export function DirectAssistance() {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <ContactItem title="Phone">
        <a href={site.phone.href} className={`${linkClass} text-lg`}>
          {site.phone.display}
        </a>
        <p className="mt-1 text-sm text-slate-600">Centre support and general enquiries</p>
      </ContactItem>
      <ContactItem title="Email">
        <a href={`mailto:${site.email}`} className={linkClass}>
          {/* Let a narrow card wrap the address after the @, never inside a word. */}
          {mailbox}@<wbr />
          {domain}
        </a>
        <p className="mt-1 text-sm text-slate-600">We reply within one working day</p>
      </ContactItem>
      <ContactItem title="Opening hours">
        <p className="font-semibold">{site.supportHours}</p>
        <p className="mt-1 text-sm text-slate-600">Closed on bank holidays</p>
      </ContactItem>
      <ContactItem title="Address">
        <address className="not-italic">
          {site.address.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block">
            {site.address.city} {site.address.postcode}
          </span>
        </address>
        <a href={site.mapUrl} className={`${linkClass} mt-1 inline-block text-sm`}>
          View on a map<span className="sr-only">: {fullAddress}</span>
        </a>
      </ContactItem>
    </dl>
  );
}
