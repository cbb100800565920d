import { useSyncExternalStore } from 'react';

import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const footerLinks = [
  {
    heading: 'Qualifications',
    links: [
      { label: 'Qualification catalogue', href: paths.qualifications.getHref() },
      { label: 'Verify a certificate', href: paths.verify.getHref() },
      { label: 'Pricing', href: paths.pricing.getHref() },
      { label: 'Resources', href: paths.resources.getHref() },
    ],
  },
  {
    heading: 'Work with us',
    links: [
      { label: 'For centres', href: paths.centres.getHref() },
      { label: 'For learners', href: paths.learners.getHref() },
      { label: 'For businesses', href: paths.businesses.getHref() },
      { label: 'For employers: verify certificates', href: paths.verifyEmployers.getHref() },
      { label: 'Register your interest', href: paths.join.getHref() },
      { label: 'Staff login', href: paths.login.getHref() },
    ],
  },
  {
    heading: 'About',
    links: [
      { label: 'About us', href: paths.about.getHref() },
      { label: 'Support Hub', href: paths.supportHub.getHref() },
      { label: 'Terms and conditions', href: paths.terms.getHref() },
      { label: 'Privacy policy', href: paths.privacy.getHref() },
      { label: 'Cookie policy', href: paths.cookies.getHref() },
      { label: 'Accessibility statement', href: paths.accessibility.getHref() },
    ],
  },
];

const unchanging = () => () => {};

/**
 * This year, for the copyright line. A pre-rendered page carries the year it was built in, so
 * it hydrates with that and then shows this year's: a page built in December still hydrates
 * cleanly in January.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="bg-brand-950 text-brand-100 print:hidden">
      <Container className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <address className="mt-3 not-italic leading-relaxed">
            {site.address.organisation}
            <br />
            {site.address.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {site.address.city} {site.address.postcode}
            <br />
            Phone:{' '}
            <a href={site.phone.href} className="text-white underline underline-offset-2">
              {site.phone.display}
            </a>
            <br />
            Email:{' '}
            <a href={`mailto:${site.email}`} className="text-white underline underline-offset-2">
              {site.email}
            </a>
          </address>
        </div>

        {footerLinks.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <p className="font-semibold text-white">{group.heading}</p>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>

      <div className="border-t border-brand-800">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.name}. Regulated qualifications for England.
          </p>
          <ul aria-label="Social media" className="flex flex-wrap gap-4">
            {site.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="hover:text-white hover:underline"
                >
                  {profile.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
