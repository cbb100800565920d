import { describe, expect, it } from 'vitest';

import { auditActions, describeAction, describeChanges } from './audit-descriptions';

describe('describeChanges', () => {
  it('says each change in plain English, in the order of the form', () => {
    expect(
      describeChanges({
        centreNumber: { from: '87583', to: '87602' },
        surname: { from: 'Smith', to: 'Smyth' },
      }),
    ).toEqual(['Surname: Smith → Smyth', 'Centre number: 87583 → 87602']);
  });

  it('gives a value recorded from nothing on its own, and shows empty values and dates as people read them', () => {
    expect(
      describeChanges({
        awardedDate: { from: '2025-03-12', to: '2025-03-14' },
        birthYear: { from: null, to: '' },
        firstName: { from: null, to: 'Ada' },
        isUnderInvestigation: { from: false, to: true },
        reviewNote: { from: null, to: 'Odd.' },
        studentNumber: { from: 'Q0225123', to: '' },
      }),
    ).toEqual([
      'Student number: Q0225123 → (none)',
      'First name: Ada',
      'Awarded date: 12 March 2025 → 14 March 2025',
      'Birth year: (none)',
      'Review note: Odd.',
      'Under investigation: No → Yes',
    ]);
  });

  it("names an attempt's status as the review screen does, not as a certificate's", () => {
    expect(describeChanges({ status: { from: 'failed', to: 'suspicious' } }, 'attempt')).toEqual([
      'Status: Failed → Suspicious',
    ]);
    expect(describeChanges({ status: { from: 'suspicious', to: 'closed' } }, 'attempt')).toEqual([
      'Status: Suspicious → Closed',
    ]);
    expect(describeChanges({ status: { from: 'valid', to: 'suspended' } })).toEqual([
      'Status: Valid → Suspended',
    ]);
  });
});

describe('describeAction', () => {
  it('has words for every action', () => {
    for (const action of auditActions) expect(describeAction(action)).toMatch(/^[A-Z]/);
    expect(describeAction('certificate.edited')).toBe('Edited the certificate');
  });
});
