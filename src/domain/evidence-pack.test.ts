import { describe, expect, it } from 'vitest';

import { exportPages } from './csv-export';
import { changesText, evidenceColumns, evidenceFileName, type EvidenceRow } from './evidence-pack';

const row: EvidenceRow = {
  kind: 'Report',
  at: new Date('2026-11-03T10:00:00Z'),
  certificateNumber: '086525123',
  learner: '',
  what: '=HYPERLINK("http://evil.example")',
  detail: '',
  by: '',
  reference: 'check-1',
};

describe('the evidence pack', () => {
  it('names the file by centre and period', () => {
    expect(evidenceFileName({ centreNumber: '87583', from: '2026-10-30', to: '2026-11-28' })).toBe(
      'evidence-87583-2026-10-30-to-2026-11-28.csv',
    );
  });

  it('puts an event’s changes in a line', () => {
    expect(
      changesText({
        status: { from: 'valid', to: 'withdrawn' },
        note: { from: null, to: 'Copied' },
      }),
    ).toBe('status: valid → withdrawn; note:  → Copied');
    expect(changesText(null)).toBe('');
  });

  it('neutralises a formula a visitor typed, as the exports do', async () => {
    const { parts } = await exportPages({
      columns: evidenceColumns,
      fetchPage: async () => ({ rows: [row], next: null }),
    });
    const text = parts.join('');
    expect(text).toContain('Kind,When,Certificate Number,Learner,What,Detail,By,Reference');
    expect(text).not.toMatch(/,=HYPERLINK/);
  });
});
