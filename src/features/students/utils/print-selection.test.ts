import { canPrintAllResults, parsePrintSelection, PRINT_LIMIT } from './print-selection';

const parse = (query: string) => parsePrintSelection(new URLSearchParams(query));

describe('parsePrintSelection', () => {
  it('takes chosen ids in order, once each', () => {
    expect(parse('id=b&id=a&id=b&id=')).toEqual({ kind: 'ids', ids: ['b', 'a'] });
  });

  it('takes a search by surname or number', () => {
    expect(parse('q=Smi')).toEqual({
      kind: 'search',
      term: 'Smi',
      search: { kind: 'surname', prefix: 'smi' },
    });
    expect(parse('q=086525417')).toMatchObject({ kind: 'search', search: { kind: 'number' } });
  });

  it('never prints the whole register or more than the limit', () => {
    expect(parse('')).toMatchObject({ kind: 'invalid' });
    expect(parse('q=%20')).toMatchObject({ kind: 'invalid' });
    const many = Array.from({ length: PRINT_LIMIT + 1 }, (_, n) => `id=c${n}`).join('&');
    expect(parse(many)).toEqual({
      kind: 'invalid',
      reason: `At most ${PRINT_LIMIT} certificates can be printed at once.`,
    });
  });
});

describe('canPrintAllResults', () => {
  const surname = { kind: 'surname', prefix: 'smi' } as const;
  it('offers a search shown in full, of up to the limit', () => {
    expect(canPrintAllResults(surname, 3, false)).toBe(true);
    expect(canPrintAllResults(surname, PRINT_LIMIT, false)).toBe(true);
    expect(canPrintAllResults(surname, 50, true)).toBe(false);
    expect(canPrintAllResults(surname, PRINT_LIMIT + 1, false)).toBe(false);
    expect(canPrintAllResults({ kind: 'all' }, 3, false)).toBe(false);
  });
});
