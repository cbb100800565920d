import { describe, expect, it } from 'vitest';

import { riskFigureHref } from './risk-links';

const figures = { from: '2026-10-30', to: '2026-11-28', peak: { count: 42, day: '2026-11-03' } };

describe('the records behind a risk figure', () => {
  it('opens the centre’s additions on Activity over the window, or on the peak day', () => {
    expect(riskFigureHref('added', '87583', figures)).toBe(
      '/dashboard/activity?centre=87583&action=certificate.created&from=2026-10-30&to=2026-11-28',
    );
    expect(riskFigureHref('peak', '87583', figures)).toBe(
      '/dashboard/activity?centre=87583&action=certificate.created&from=2026-11-03&to=2026-11-03',
    );
  });

  it('opens the withdrawals on Activity, the late awards on the Student List, checks on Review', () => {
    expect(riskFigureHref('withdrawals', '87583', figures)).toContain(
      'centre=87583&action=certificate.withdrawn',
    );
    expect(riskFigureHref('late', '87583', figures)).toBe('/dashboard/student-list?centre=87583');
    expect(riskFigureHref('failedChecks', '87583', figures)).toBe('/dashboard/review-certificates');
  });
});
