import { clsx } from 'clsx';
import { Suspense, useId, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';

import { NavLink } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { useNavigationMenu } from '@/components/use-navigation-menu';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { isAdminRole } from '@/domain/staff';
import { useSession } from '@/features/auth/session-context';

/**
 * The dashboard's screens; the review of failed checks, the centres, the staff and the employers'
 * verifier accounts are the admins' (docs/decisions/027-centres.md).
 */
const links = [
  { label: 'Home', href: paths.dashboard.root.getHref() },
  { label: 'Add Certificate', href: paths.dashboard.addCertificate.getHref() },
  { label: 'Student List', href: paths.dashboard.studentList.getHref() },
  { label: 'Import Certificates', href: paths.dashboard.importCertificates.getHref() },
  { label: 'Review Certificates', href: paths.dashboard.review.getHref(), adminOnly: true },
  { label: 'Centres', href: paths.dashboard.centres.getHref(), adminOnly: true },
  { label: 'Staff', href: paths.dashboard.staff.getHref(), adminOnly: true },
  { label: 'Verifiers', href: paths.dashboard.verifiers.getHref(), adminOnly: true },
  { label: 'Activity', href: paths.dashboard.activity.getHref() },
] as const;

function linkClass({ isActive }: { isActive: boolean }) {
  return clsx(
    'block rounded-md px-3 py-2 font-medium transition-colors',
    isActive ? 'bg-white text-brand-900 shadow-sm' : 'text-brand-50 hover:bg-brand-800',
  );
}

/** The staff dashboard: a sidebar of dashboard screens beside the screen itself. */
export default function DashboardLayoutPage() {
  const { user, role, signOut } = useSession();
  const shown = links.filter((link) => !('adminOnly' in link) || (role && isAdminRole(role)));
  const navigate = useNavigate();
  const { menuOpen, setMenuOpen, menuId: sidebarId, toggleRef } = useNavigationMenu();
  const [signingOut, setSigningOut] = useState(false);
  const titleId = useId();

  async function handleLogout() {
    setSigningOut(true);
    await signOut();
    navigate(paths.home.getHref());
  }

  return (
    <Container className="py-6 lg:py-10">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="mb-6 lg:hidden">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex w-full items-center justify-between gap-2 rounded-lg bg-brand-900 px-4 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Dashboard menu
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              {menuOpen ? (
                <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3z" />
              ) : (
                <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
              )}
            </svg>
          </button>
        </div>

        <aside
          id={sidebarId}
          className={clsx(
            menuOpen ? 'block' : 'hidden',
            'mb-6 rounded-xl bg-brand-900 p-4 text-white lg:sticky lg:top-24 lg:mb-0 lg:block',
          )}
        >
          <p id={titleId} className="px-3 pb-3 text-lg font-bold">
            Dashboard
          </p>
          <nav aria-labelledby={titleId}>
            <ul className="space-y-1">
              {shown.map((link) => (
                <li key={link.href}>
                  {/* `end`: a screen is highlighted only on its own exact path. */}
                  <NavLink to={link.href} end className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 border-t border-brand-700 pt-4">
            {user?.email ? (
              <p className="mb-3 px-3 text-sm break-words text-brand-100">
                Signed in as <span className="font-semibold text-white">{user.email}</span>
                {role?.role === 'centre' ? <> for centre {role.centreNumber}</> : null}
              </p>
            ) : null}
            <Button
              variant="secondary"
              className="w-full"
              onClick={handleLogout}
              disabled={signingOut}
            >
              {signingOut ? 'Logging out...' : 'Logout'}
            </Button>
          </div>
        </aside>

        <div className="min-w-0">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </Container>
  );
}
