import { useId, useState, type ReactNode } from 'react';

export type AccordionItem = {
  /** Stable id, unique within this accordion. */
  id: string;
  title: ReactNode;
  content: ReactNode;
};

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The level of the heading around each button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The item open at first; none when omitted. */
  defaultOpen?: string;
  className?: string;
};

/**
 * An accordion following the WAI-ARIA Authoring Practices: each header is a button inside a
 * heading, and each panel is a region named by its button. At most one item is open; choosing
 * the open item again closes it.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpen,
  className = '',
}: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | undefined>(defaultOpen);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`divide-y divide-slate-200 rounded-xl border border-slate-200 ${className}`}>
      {items.map((item) => {
        const isOpen = item.id === openId;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? undefined : item.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-brand-900 hover:bg-brand-50 sm:px-5"
              >
                <span>{item.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-5 shrink-0 fill-current text-brand-700 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                >
                  <path d="M5.3 7.3 10 12l4.7-4.7 1.3 1.4-6 6-6-6z" />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-4 pb-5 text-slate-700 sm:px-5"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
