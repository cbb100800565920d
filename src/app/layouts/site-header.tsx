import { Link, NavLink } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { useNavigationMenu } from '@/components/use-navigation-menu';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const navigation = [
  { label: 'Home', href: paths.home.getHref(), end: true },
  { label: 'About', href: paths.about.getHref() },
  { label: 'Centres', href: paths.centres.getHref() },
  { label: 'Learners', href: paths.learners.getHref() },
  { label: 'Qualifications', href: paths.qualifications.getHref() },
  { label: 'Resources', href: paths.resources.getHref() },
  { label: 'Pricing', href: paths.pricing.getHref() },
  { label: 'Support Hub', href: paths.supportHub.getHref() },
  { label: 'Verify Certificate', href: paths.verify.getHref() },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }) {
  return [
    'block rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-50',
  ].join(' ');
}

/** `className` must set the display (inline-flex, or hidden below a breakpoint). */
function PhoneLink({ className }: { className: string }) {
  return (
    <a
      href={site.phone.href}
      aria-label={`Call us on ${site.phone.display}`}
      className={`items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        <path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h2.1a1.5 1.5 0 0 1 1.46 1.14l.7 2.8a1.5 1.5 0 0 1-.43 1.46L6.1 8.6a11 11 0 0 0 5.3 5.3l1.2-1.23a1.5 1.5 0 0 1 1.46-.43l2.8.7A1.5 1.5 0 0 1 18 14.4v2.1a1.5 1.5 0 0 1-1.5 1.5H15C7.82 18 2 12.18 2 5V3.5Z" />
      </svg>
      {site.phone.display}
    </a>
  );
}

export function SiteHeader() {
  const { menuOpen, setMenuOpen, menuId, toggleRef } = useNavigationMenu();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <Container className="flex items-center justify-between gap-4 py-3">
        <Link to={paths.home.getHref()} className="flex items-center gap-2 rounded-md">
          <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-lg font-bold text-brand-900">{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={'end' in item} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <PhoneLink className="hidden sm:inline-flex" />
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              {menuOpen ? (
                <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3z" />
              ) : (
                <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
              )}
            </svg>
            Menu
          </button>
        </div>
      </Container>

      <nav
        id={menuId}
        aria-label="Main"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white xl:hidden"
      >
        <Container className="py-3">
          <ul className="grid gap-1 sm:grid-cols-2">
            {navigation.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={'end' in item}
                  className={navLinkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <PhoneLink className="mt-2 inline-flex" />
        </Container>
      </nav>
    </header>
  );
}
