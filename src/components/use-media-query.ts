import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query, kept current as the window changes size. Where
 * the browser cannot answer (a test's document), `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
