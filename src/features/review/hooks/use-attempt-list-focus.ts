import { useEffect, useRef, type KeyboardEvent } from 'react';

/** Up and Down move between the records, Home and End to the ends; Enter or Space opens one. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[data-attempt-id]'),
  );
  const index = buttons.indexOf(document.activeElement as HTMLElement);
  const targets: Record<string, number> = {
    ArrowDown: Math.min(index + 1, buttons.length - 1),
    ArrowUp: Math.max(index - 1, 0),
    Home: 0,
    End: buttons.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined || index === -1) return;
  event.preventDefault();
  buttons[target]?.focus();
}

/**
 * Keyboard focus in a review queue's list: the arrow keys move between its records, and a focus
 * request (a new object for each move) puts focus on the record it names once it is on screen, or
 * on the list itself (or its empty state) when the id is null or the record is gone.
 */
export function useAttemptListFocus(focusRequest: { id: string | null } | null) {
  const containerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const container = containerRef.current;
    const items = container?.querySelectorAll<HTMLElement>('[data-attempt-id]') ?? [];
    const item = Array.from(items).find((element) => element.dataset.attemptId === focusRequest.id);
    (item ?? container)?.focus();
  }, [focusRequest]);

  return { containerRef, moveFocus };
}
