import { useLayoutEffect, type RefObject } from 'react';

const GAP = 4;
const MARGIN = 8;

/**
 * Keeps a top-layer element next to its anchor: below it when there is room, above it otherwise,
 * and never past the viewport's edges. It only writes --anchor-top and --anchor-left, so the
 * stylesheet decides when to use them (small screens show a bottom sheet instead).
 */
export function useAnchoredPosition(
  floatingRef: RefObject<HTMLElement | null>,
  anchorRef: RefObject<HTMLElement | null>,
  active: boolean,
) {
  useLayoutEffect(() => {
    const floating = floatingRef.current;
    const anchor = anchorRef.current;
    if (!active || !floating || !anchor) return;

    function place() {
      if (!floating || !anchor) return;
      const box = anchor.getBoundingClientRect();
      const { width, height } = floating.getBoundingClientRect();
      const below = box.bottom + GAP;
      const fitsBelow = below + height <= window.innerHeight - MARGIN;
      const top = fitsBelow ? below : Math.max(MARGIN, box.top - GAP - height);
      const left = Math.max(MARGIN, Math.min(box.left, window.innerWidth - width - MARGIN));
      floating.style.setProperty('--anchor-top', `${top}px`);
      floating.style.setProperty('--anchor-left', `${left}px`);
    }

    place();
    window.addEventListener('resize', place);
    // Capture, so scrolling any scrollable ancestor (a dialog's body, say) keeps it in place.
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [floatingRef, anchorRef, active]);
}
