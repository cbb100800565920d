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
      const spaceBelow = window.innerHeight - box.bottom - GAP - MARGIN;
      const spaceAbove = box.top - GAP - MARGIN;
      const preferred =
        height <= spaceBelow || spaceBelow >= spaceAbove
          ? box.bottom + GAP
          : box.top - GAP - height;
      // Too tall for either side: stay on screen, covering the field rather than the calendar.
      const top = Math.max(MARGIN, Math.min(preferred, window.innerHeight - height - MARGIN));
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
