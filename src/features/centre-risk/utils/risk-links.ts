import { paths } from '@/config/paths';
import type { RiskFigures } from '@/domain/centre-risk';

/** The figures of a row, each opening the records behind it. */
export type RiskFigureName =
  'added' | 'peak' | 'late' | 'failedChecks' | 'suspicious' | 'withdrawals';

const activity = (centreNumber: string, entries: Record<string, string>) =>
  paths.dashboard.activity.getHref(new URLSearchParams({ centre: centreNumber, ...entries }));

/**
 * Where a figure's records are: the certificates added (in the window, or on the peak day) and
 * the withdrawals and replacements are the centre's events on Activity, filtered by the action
 * and the days; the awards recorded late, the centre's Student List; failed checks and suspicious
 * attempts name no centre, so they open Verification Review.
 */
export function riskFigureHref(
  figure: RiskFigureName,
  centreNumber: string,
  figures: Pick<RiskFigures, 'from' | 'to' | 'peak'>,
): string {
  const window = { from: figures.from, to: figures.to };
  switch (figure) {
    case 'added':
      return activity(centreNumber, { action: 'certificate.created', ...window });
    case 'peak':
      return figures.peak
        ? activity(centreNumber, {
            action: 'certificate.created',
            from: figures.peak.day,
            to: figures.peak.day,
          })
        : activity(centreNumber, { action: 'certificate.created', ...window });
    case 'late':
      return paths.dashboard.studentList.getHref({ centre: centreNumber });
    case 'withdrawals':
      return activity(centreNumber, { action: 'certificate.withdrawn', ...window });
    case 'failedChecks':
    case 'suspicious':
      return paths.dashboard.review.getHref();
  }
}
