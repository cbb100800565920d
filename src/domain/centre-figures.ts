import type { CentreStatus } from './centres';

/**
 * Each centre's figures for the admins (docs/decisions/029-figures-at-scale.md): its
 * certificates, those recorded in the last seven days and its withdrawals waiting for a
 * decision. An admin's browser counts them for every centre at once and keeps the result as one
 * snapshot, so the dashboard and the Centres screen read one document however many centres there
 * are, and say how old their figures are.
 */

/** One centre's figures, as counted. */
export type CentreFigures = {
  centreNumber: string;
  name: string;
  status: CentreStatus;
  certificates: number;
  /** Certificates recorded in the last seven days. */
  recentCertificates: number;
  /** Withdrawals asked for and waiting for an admin's decision. */
  pendingWithdrawals: number;
};

/** The figures of every centre, and when and by whom they were counted. */
export type CentreFiguresSnapshot = {
  computedAt: Date;
  computedBy: string;
  centres: readonly CentreFigures[];
};

/** Figures older than this are counted again when an admin opens a screen that shows them. */
export const SNAPSHOT_MAX_AGE_HOURS = 24;

/**
 * The most centres one snapshot holds: a document is at most 1 MiB, and a centre's figures take
 * about 120 bytes. A register past this would keep its figures in more than one document.
 */
export const SNAPSHOT_CENTRE_LIMIT = 5000;

export function isSnapshotStale(snapshot: Pick<CentreFiguresSnapshot, 'computedAt'>, now: Date) {
  return now.getTime() - snapshot.computedAt.getTime() > SNAPSHOT_MAX_AGE_HOURS * 60 * 60 * 1000;
}

/**
 * The centres an admin should look at first: those with withdrawals waiting, most first, then the
 * busiest of the last seven days, then by number. Centres with nothing waiting and nothing
 * recorded lately come last.
 */
export function byAttention(centres: readonly CentreFigures[]): CentreFigures[] {
  return [...centres].sort(
    (a, b) =>
      b.pendingWithdrawals - a.pendingWithdrawals ||
      b.recentCertificates - a.recentCertificates ||
      a.centreNumber.localeCompare(b.centreNumber, 'en-GB', { numeric: true }),
  );
}

/** Whether a centre has anything for an admin to act on or look at now. */
export function needsAttention(centre: CentreFigures): boolean {
  return centre.pendingWithdrawals > 0 || centre.recentCertificates > 0;
}

/**
 * The snapshot as stored, or null for one the rules would not have accepted (or none). Centres
 * are listed by number; a figure that is not a whole number reads as 0.
 */
export function centreFiguresSnapshotFrom(
  stored: Readonly<Record<string, unknown>> | undefined,
  toDate: (value: unknown) => Date | null,
): CentreFiguresSnapshot | null {
  const computedAt = toDate(stored?.computedAt);
  const centres = stored?.centres;
  if (!stored || !computedAt || typeof centres !== 'object' || centres === null) return null;
  const count = (value: unknown) => (Number.isInteger(value) ? (value as number) : 0);
  return {
    computedAt,
    computedBy: typeof stored.computedBy === 'string' ? stored.computedBy : '',
    centres: Object.entries(centres as Record<string, Record<string, unknown>>)
      .map(([centreNumber, figures]) => ({
        centreNumber,
        name: typeof figures.name === 'string' ? figures.name : '',
        status: figures.status === 'suspended' ? ('suspended' as const) : ('active' as const),
        certificates: count(figures.certificates),
        recentCertificates: count(figures.recentCertificates),
        pendingWithdrawals: count(figures.pendingWithdrawals),
      }))
      .sort((a, b) => a.centreNumber.localeCompare(b.centreNumber, 'en-GB', { numeric: true })),
  };
}
