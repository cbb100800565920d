import { paths } from '@/config/paths';

/** Where staff land after signing in when no (usable) destination was asked for. */
export const DEFAULT_SIGN_IN_REDIRECT = paths.dashboard.root.getHref();

// Control characters (C0, DEL and C1) are stripped or reinterpreted by URL parsers, which is how
// '/\t/evil.example' becomes '//evil.example'. A backslash is read as a slash by browsers.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The `redirect` query parameter of the login page, made safe to navigate to: the value itself
 * when it is a path on this site (a single leading '/'), otherwise the dashboard. Anything that a
 * browser could read as another origin (`//host`, `/\host`, `https:`, `javascript:`) is refused,
 * so the login page can never be used to send a member of staff to a look-alike site.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string = DEFAULT_SIGN_IN_REDIRECT,
): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (UNSAFE_CHARACTERS.test(target)) return fallback;

  // Belt and braces: resolved against any origin, a same-site path keeps that origin.
  const base = 'https://larkfield.invalid';
  try {
    if (new URL(target, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return target;
}
