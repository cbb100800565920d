import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = {
  /** Stable id, unique within this set of tabs: used for selection and element ids. */
  id: string;
  /** Any content: text, or text with a count badge. */
  label: ReactNode;
  panel: ReactNode;
};

type TabsProps = {
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Resource types". */
  label: string;
  /** Uncontrolled: the tab shown first (the first tab when omitted). */
  defaultTab?: string;
  /** Controlled: the selected tab's id; pair it with onChange. */
  selected?: string;
  onChange?: (id: string) => void;
  className?: string;
};

/**
 * Tabs following the WAI-ARIA Authoring Practices: one tab stop for the whole list (roving
 * tabindex), Left/Right move between tabs and wrap, Home/End jump to the ends, and a tab is
 * activated as soon as it receives focus.
 */
export function Tabs({ items, label, defaultTab, selected, onChange, className = '' }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultTab ?? items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const requested = selected ?? uncontrolled;
  // An unknown id (a stale URL, say) falls back to the first tab rather than showing nothing.
  const current = items.some((item) => item.id === requested) ? requested : items[0]?.id;

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function select(id: string) {
    if (selected === undefined) setUncontrolled(id);
    if (id !== current) onChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    tabRefs.current.get(item.id)?.focus();
    select(item.id);
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap border-b border-slate-300">
        {items.map((item, index) => {
          const isSelected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={[
                '-mb-px inline-flex shrink-0 items-center gap-2 border-b-4 px-3 py-3 text-base sm:px-4 font-semibold whitespace-nowrap transition-colors',
                isSelected
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-800',
              ].join(' ')}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== current}
          // The APG tabs pattern makes the panel a tab stop, so keyboard users reach content
          // that has nothing focusable in it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="pt-6"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
