import { collections } from '../collections';
import type { CentreFigures } from '../centre-figures';
import type { StaffActor } from '../staff';
import { pathOf, SERVER_TIME, type PlannedWrite } from './plan';

/** The one document the centres' figures are kept in. */
export const CENTRE_FIGURES_SNAPSHOT = 'centreFigures';

export const snapshotPathOf = (name: string) => pathOf(collections.snapshots, name);

/**
 * The centres' figures as an admin's browser counted them, kept in one document under the
 * centres' numbers, with when (the server's time) and by whom. It replaces the snapshot before
 * it. Figures are counted, not changed: no event records a snapshot.
 */
export function planCentreFiguresSnapshot({
  centres,
  actor,
}: {
  centres: readonly CentreFigures[];
  actor: StaffActor;
}): { writes: PlannedWrite[] } {
  const byNumber = Object.fromEntries(
    centres.map((centre) => [
      centre.centreNumber,
      {
        name: centre.name,
        status: centre.status,
        certificates: centre.certificates,
        recentCertificates: centre.recentCertificates,
        pendingWithdrawals: centre.pendingWithdrawals,
      },
    ]),
  );
  return {
    writes: [
      {
        op: 'set',
        path: snapshotPathOf(CENTRE_FIGURES_SNAPSHOT),
        data: {
          computedAt: SERVER_TIME,
          computedBy: actor.email,
          computedByUid: actor.uid,
          centres: byNumber,
        },
      },
    ],
  };
}
