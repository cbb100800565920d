import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { RISK_DAYS, riskSeriesNames, type CentreRisk } from '@/domain/centre-risk';
import { addDays, toIsoDay } from '@/domain/iso-day';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { CentreRiskApi } from '../api/centre-risk-api';
import { CentreRiskView } from './centre-risk-view';

const today = toIsoDay(new Date());
const zeros = () => Array.from({ length: RISK_DAYS }, () => 0);

function centre(centreNumber: string, name: string, burst = 0): CentreRisk {
  const series = Object.fromEntries(
    riskSeriesNames.map((n) => [n, zeros()]),
  ) as CentreRisk['series'];
  series.added[RISK_DAYS - 3] = burst;
  return { centreNumber, name, status: 'active', baseline: 180, series };
}

function renderView() {
  const api: CentreRiskApi = {
    readSnapshot: vi.fn(async () => ({
      computedAt: new Date(),
      computedBy: 'a.admin@larkfieldawards.example',
      lastDay: today,
      baselineDay: today,
      centres: [centre('87583', 'Quiet Centre'), centre('90000', 'Busy Centre', 42)],
    })),
    recount: vi.fn(),
    evidencePage: vi.fn(async () => ({ rows: [], next: null })),
  };
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/dashboard/centre-risk?window=7']}>
      <CentreRiskView api={api} />
    </MemoryRouter>,
  );
  return api;
}

describe('CentreRiskView', () => {
  it('lists the flagged centre first, with its reason in words and a link to its records', async () => {
    const api = renderView();
    const reasons = await screen.findByRole('list', { name: 'Why Busy Centre is flagged' });
    const burstDay = addDays(today, -2);
    expect(reasons).toHaveTextContent(
      /42 certificates added on \d+ \w+, 42 times its daily average/,
    );
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Busy Centre');
    expect(rows[2]).toHaveTextContent('Quiet Centre');
    const peak = within(rows[1]!).getAllByRole('link', { name: '42' })[1]!;
    expect(peak).toHaveAttribute(
      'href',
      `/dashboard/activity?centre=90000&action=certificate.created&from=${burstDay}&to=${burstDay}`,
    );
    expect(screen.getByText(/1 of 2 centres flagged/)).toBeInTheDocument();
    expect(api.recount).not.toHaveBeenCalled();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Evidence pack for Busy Centre' }),
    ).toBeInTheDocument();
  });
});
