type BrowserLocation = Pick<Location, 'pathname' | 'search'>;

function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Whether the markup in #root is what the app would render now, so it can be hydrated rather
 * than replaced. Pages are pre-rendered for their plain address (scripts/prerender.ts): not for
 * another page (the shell served for other addresses has no markup), not with a query such as
 * catalogue filters, and not with router state that a reload keeps (history.state.usr).
 */
export function canHydrate(
  prerenderedFor: string | undefined,
  location: BrowserLocation,
  historyState: unknown,
): boolean {
  if (prerenderedFor === undefined) return false;
  if (location.search !== '' && location.search !== '?') return false;
  const routerState = (historyState as { usr?: unknown } | null)?.usr;
  if (routerState !== undefined && routerState !== null) return false;
  return (
    withoutTrailingSlash(decoded(location.pathname)) ===
    withoutTrailingSlash(decoded(prerenderedFor))
  );
}
