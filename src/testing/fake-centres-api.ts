import type { Centre, CentreStatus } from '@/domain/centres';
import type { CentreFiguresSnapshot } from '@/domain/centre-figures';
import { CentreChangeRefusedError } from '@/domain/plans/centre';
import { testCentres } from '@/testing/centres';
import type { CentresApi } from '@/features/centres/api/centres-api';
import type { PageFrom } from '@/features/centres/utils/centre-list-view';

/** Each centre's figures as counted an hour ago: 1,000 certificates more for each centre down. */
export function snapshotOf(centres: readonly Centre[], computedAt: Date): CentreFiguresSnapshot {
  return {
    computedAt,
    computedBy: 'admin@larkfieldawards.example',
    centres: centres.map((centre, index) => ({
      centreNumber: centre.centreNumber,
      name: centre.name,
      status: centre.status,
      certificates: 1000 * (index + 1),
      recentCertificates: 0,
      pendingWithdrawals: index,
    })),
  };
}

/** The centres a search matches, as lib/centres.ts finds them: by number, or by name. */
function matching(centres: readonly Centre[], term: string): Centre[] {
  const typed = term.trim().toLowerCase();
  const byNumber = (a: Centre, b: Centre) =>
    a.centreNumber < b.centreNumber ? -1 : a.centreNumber > b.centreNumber ? 1 : 0;
  if (typed === '') return [...centres].sort(byNumber);
  if (/^\d+$/.test(typed)) {
    return centres.filter((centre) => centre.centreNumber.startsWith(typed)).sort(byNumber);
  }
  return centres
    .filter((centre) => centre.name.toLowerCase().startsWith(typed))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || byNumber(a, b));
}

/**
 * The Centres screen's database, held in memory and changed as the database would change it:
 * pages of `pageSize` on the same cursors as lib/centres.ts readCentrePage, and a snapshot of the
 * figures counted an hour ago (of the centres it starts with).
 */
export function fakeCentresApi(start: readonly Centre[] = testCentres, pageSize = 25) {
  let centres = start.map((centre) => ({ ...centre }));
  const snapshot = snapshotOf(start, new Date(Date.now() - 60 * 60 * 1000));
  const api = {
    readFiguresSnapshot: vi.fn(async (): Promise<CentreFiguresSnapshot | null> => snapshot),
    recountFigures: vi.fn(async () => snapshotOf(centres, new Date())),
    readCentrePage: vi.fn(async (term: string, from: PageFrom) => {
      const all = matching(centres, term);
      const at = (centreNumber: string) =>
        all.findIndex((centre) => centre.centreNumber === centreNumber);
      let first = 0;
      if (from && 'after' in from) first = at(from.after) + 1;
      if (from && 'before' in from) first = Math.max(0, at(from.before) - pageSize);
      const end = from && 'before' in from ? at(from.before) : first + pageSize;
      const shown = all.slice(first, end).map((centre) => ({ ...centre }));
      return {
        centres: shown,
        after: end < all.length ? (shown.at(-1)?.centreNumber ?? null) : null,
        before: first > 0 ? (shown[0]?.centreNumber ?? null) : null,
      };
    }),
    countCentres: vi.fn(async (term: string) => matching(centres, term).length),
    approveCentre: vi.fn(async ({ centreNumber, name }: { centreNumber: string; name: string }) => {
      if (centres.some((centre) => centre.centreNumber === centreNumber)) {
        throw new CentreChangeRefusedError(`Centre ${centreNumber} is on the register already.`);
      }
      const approved = { approvedAt: new Date(), approvedBy: 'admin', approvedByUid: 'uid-admin' };
      centres = [...centres, { ...approved, centreNumber, name, status: 'active' }];
    }),
    changeCentreStatus: vi.fn(async (centreNumber: string, to: CentreStatus) => {
      centres = centres.map((centre) =>
        centre.centreNumber === centreNumber ? { ...centre, status: to } : centre,
      );
    }),
  } satisfies CentresApi;
  return api;
}
