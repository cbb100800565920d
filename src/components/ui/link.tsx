import type { AnchorHTMLAttributes } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

/*
 * The app's links to its own pages, followed inside the app. React Router's <Link> brings its
 * framework mode's route prefetching to every page, about 2 KB gzipped that the public pages'
 * budget cannot spare (docs/decisions/002-routing.md); these use its own hooks for the rest.
 */

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
};

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  target,
  onClick,
  children,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, preventScrollReset, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this exact page, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that marks itself as the current page (aria-current) while its page, or one below it, is shown. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const below = target === '/' ? false : current.startsWith(`${target.replace(/\/$/, '')}/`);
  const isActive = current === target || (!end && below);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
