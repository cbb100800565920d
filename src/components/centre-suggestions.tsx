import { clsx } from 'clsx';

import { centreLabel, type Centre } from '@/domain/centres';

type CentreSuggestionsProps = {
  id: string;
  label: string;
  /** The suggestions; the list is hidden without any. */
  options: readonly Centre[];
  shown: boolean;
  /** The one the arrow keys are on, or -1. */
  active: number;
  takes: (centre: Centre) => boolean;
  onTake: (centre: Centre) => void;
  /** What was searched for when nothing matched it; null otherwise. */
  unmatched: string | null;
};

/**
 * The centre picker's listbox: each suggestion an option, the one the keys are on picked out, a
 * centre that may not be taken marked and disabled; or, when nothing matches, a line that says so.
 */
export function CentreSuggestions({
  id,
  label,
  options,
  shown,
  active,
  takes,
  onTake,
  unmatched,
}: CentreSuggestionsProps) {
  return (
    <>
      <div
        id={id}
        role="listbox"
        aria-label={`${label}: suggestions`}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-80 w-full min-w-64 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((centre, index) => (
          // The keys work on the box, which names the option they are on
          // (aria-activedescendant); a click or tap takes an option.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={centre.centreNumber}
            id={`${id}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            aria-disabled={takes(centre) ? undefined : true}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onTake(centre)}
            className={clsx(
              'cursor-pointer px-3 py-2 text-slate-900',
              index === active && 'bg-brand-100',
              takes(centre) ? 'hover:bg-brand-50' : 'cursor-not-allowed text-slate-600',
            )}
          >
            {centreLabel(centre)}
            {centre.status === 'suspended' ? ' (suspended)' : ''}
          </div>
        ))}
      </div>
      {unmatched !== null ? (
        <p className="absolute z-20 mt-1 w-full min-w-64 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-700 shadow-lg">
          No centre’s number or name starts with ‘{unmatched}’.
        </p>
      ) : null}
    </>
  );
}
