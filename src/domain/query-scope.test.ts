import { everyCentre, parseCentreFilter, queryScopeFor } from './query-scope';

describe('queryScopeFor', () => {
  const centreStaff = { role: 'centre', centreNumber: '87583' } as const;

  it('confines a centre’s staff to their own centre, whatever they choose', () => {
    expect(queryScopeFor(centreStaff)).toEqual({ centreNumber: '87583' });
    expect(queryScopeFor(centreStaff, '90210')).toEqual({ centreNumber: '87583' });
  });

  it('gives an admin the centre they filter by, or every centre', () => {
    expect(queryScopeFor({ role: 'admin' }, '90210')).toEqual({ centreNumber: '90210' });
    expect(queryScopeFor({ role: 'admin' })).toEqual(everyCentre);
    expect(queryScopeFor({ role: 'admin' }, null)).toEqual({ centreNumber: null });
  });
});

describe('parseCentreFilter', () => {
  it('reads a centre number, trimmed', () => {
    expect(parseCentreFilter('87583')).toBe('87583');
    expect(parseCentreFilter(' LK12 ')).toBe('LK12');
  });

  it('reads anything else as no filter', () => {
    for (const raw of [null, '', '   ', '875 83', '87583/x', 'a'.repeat(17)]) {
      expect(parseCentreFilter(raw)).toBeNull();
    }
  });
});
