import { describe, expect, it } from 'vitest';

import { receiptRowWords, receiptSummary } from './receipt-words';

const at = new Date('2026-03-02T10:15:00Z');

describe('a receipt in words', () => {
  it('names the organisation, or a visitor, and the rows', () => {
    expect(receiptSummary({ organisation: 'Acme Recruitment', at, rowCount: 20 })).toMatch(
      /^Acme Recruitment checked 20 candidates on /,
    );
    expect(receiptSummary({ organisation: null, at, rowCount: 1 })).toMatch(
      /^A visitor to the public check checked 1 candidate on /,
    );
  });

  it('says a row is the status at the time, says a miss matched nothing, and a stranger number nothing', () => {
    expect(
      receiptRowWords('086525417', {
        found: true,
        status: 'withdrawn',
        statusChangedAt: new Date('2026-03-01T09:00:00Z'),
        at,
      }),
    ).toMatch(/was: Withdrawn on 1 March 2026\. This is the status at the time of the check/);
    expect(receiptRowWords('086599999', { found: false, at })).toMatch(/matched no certificate/);
    expect(receiptRowWords('086511111', null)).toMatch(/has no row for 086511111/);
  });
});
