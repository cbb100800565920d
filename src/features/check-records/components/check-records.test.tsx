import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { CheckApi } from '../api/check-api';
import { CertificateChecks, checkedText } from './certificate-checks';
import { VisitorChecks } from './visitor-checks';

function fakeApi(overrides: Partial<CheckApi>): CheckApi {
  return {
    certificateChecks: async () => ({ count: 0, lastAt: null }),
    visitorChecks: async () => ({ found: false }),
    ...overrides,
  };
}

const keys = { indexKeys: ['a'.repeat(64), 'b'.repeat(64)] };

describe('checkedText', () => {
  it('says how many times and when, in the singular too', () => {
    expect(checkedText({ count: 0, lastAt: null })).toBe('Not checked on the public page yet.');
    expect(checkedText({ count: 1, lastAt: new Date(2026, 2, 12) })).toBe(
      'Checked 1 time, last on 12 March 2026',
    );
    expect(checkedText({ count: 1204, lastAt: new Date(2026, 10, 23) })).toBe(
      'Checked 1,204 times, last on 23 November 2026',
    );
  });
});

describe('CertificateChecks', () => {
  it('counts the checks of the certificate’s keys', async () => {
    const asked: string[][] = [];
    const api = fakeApi({
      certificateChecks: async (indexKeys) => {
        asked.push(indexKeys);
        return { count: 3, lastAt: new Date(2026, 10, 20) };
      },
    });
    renderWithQueryClient(<CertificateChecks certificate={keys} api={api} />);
    const section = screen.getByRole('region', { name: 'Public checks' });
    expect(within(section).getByText('Counting the checks...')).toBeVisible();
    expect(
      await within(section).findByText(/^Checked 3 times, last on 20 November 2026/),
    ).toBeVisible();
    expect(asked).toEqual([keys.indexKeys]);
  });

  it('says when the count could not be read, and reads again on Retry', async () => {
    let failures = 1;
    const api = fakeApi({
      certificateChecks: async () => {
        if (failures-- > 0) throw new Error('The register did not answer.');
        return { count: 0, lastAt: null };
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithQueryClient(<CertificateChecks certificate={keys} api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The checks could not be counted.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Not checked on the public page yet.')).toBeVisible();
  });
});

describe('VisitorChecks', () => {
  const at = new Date(2026, 10, 23, 14, 5);
  const minutesBefore = (minutes: number) => new Date(at.getTime() - minutes * 60_000);

  it('lists the visitor’s other checks, latest first, and how many more there were', async () => {
    const api = fakeApi({
      visitorChecks: async () => ({
        found: true,
        at,
        otherCount: 12,
        recentTimes: [minutesBefore(1), minutesBefore(2)],
      }),
    });
    renderWithQueryClient(<VisitorChecks attemptId="check-1" api={api} />);
    const section = screen.getByRole('region', { name: 'The visitor’s other checks' });
    expect(
      await within(section).findByText(
        '12 other checks by the same visitor in the 24 hours before this one:',
      ),
    ).toBeVisible();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['23 Nov 2026, 14:04', '23 Nov 2026, 14:03']);
    expect(within(section).getByText('and 10 earlier.')).toBeVisible();
  });

  it('says when the visitor made no other check', async () => {
    const api = fakeApi({
      visitorChecks: async () => ({ found: true, at, otherCount: 0, recentTimes: [] }),
    });
    renderWithQueryClient(<VisitorChecks attemptId="check-1" api={api} />);
    expect(
      await screen.findByText(
        'No other checks by the same visitor in the 24 hours before this one.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so for an attempt recorded before checks were logged', async () => {
    renderWithQueryClient(<VisitorChecks attemptId="old-attempt" api={fakeApi({})} />);
    expect(await screen.findByText(/Recorded before checks were logged/)).toBeVisible();
  });

  it('says when the checks could not be read', async () => {
    const api = fakeApi({
      visitorChecks: async () => {
        throw new Error('The register did not answer.');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithQueryClient(<VisitorChecks attemptId="check-1" api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The visitor’s checks could not be read.',
    );
  });
});
