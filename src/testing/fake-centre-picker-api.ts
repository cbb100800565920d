import type { Centre } from '@/domain/centres';
import type { CentrePickerApi } from '@/lib/centre-queries';

import { testCentres } from './centres';

/**
 * The centre picker's reads on a register held in memory, as lib/centres.ts makes them: a number
 * typed matches the start of a number, anything else the start of a name, in any case.
 */
export function fakeCentrePickerApi(centres: readonly Centre[] = testCentres) {
  return {
    searchCentres: vi.fn(async (term: string) => {
      const typed = term.trim().toLowerCase();
      if (typed === '') return [];
      return centres
        .filter((centre) =>
          /^\d+$/.test(typed)
            ? centre.centreNumber.startsWith(typed)
            : centre.name.toLowerCase().startsWith(typed),
        )
        .slice(0, 8);
    }),
    readCentre: vi.fn(
      async (centreNumber: string) =>
        centres.find((centre) => centre.centreNumber === centreNumber) ?? null,
    ),
  } satisfies CentrePickerApi;
}
