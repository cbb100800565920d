import { useEffect, useRef } from 'react';

/**
 * Calls `onFirstFocus` once someone moves into the element the returned ref is given to, or at
 * once if they are already in it when the app takes over its pre-rendered markup: code that runs
 * on demand then gets ready while they type (docs/decisions/025-short-tasks-on-arrival.md).
 */
export function useFirstFocusWithin<T extends HTMLElement>(onFirstFocus?: () => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!onFirstFocus || !element) return;
    if (element.contains(document.activeElement)) return onFirstFocus();
    element.addEventListener('focusin', onFirstFocus, { once: true });
    return () => element.removeEventListener('focusin', onFirstFocus);
  }, [onFirstFocus]);
  return ref;
}
