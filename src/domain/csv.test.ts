import { describe, expect, it } from 'vitest';

import { csvCell, csvLine, csvText, neutraliseCell } from './csv';

describe('formula neutralising', () => {
  it('puts an apostrophe before every cell a spreadsheet would run', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
  });

  it('leaves every other cell as it is', () => {
    for (const value of ['Ada', '086525417', ' =1', "O'Brien", '', '1-2']) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });
});

describe('cells and lines', () => {
  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(csvCell('Smith, Jr')).toBe('"Smith, Jr"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('neutralises before quoting', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
  });

  it('ends lines in CRLF and starts a file with a byte-order mark', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
    expect(csvText([['h'], ['v']])).toBe('\uFEFFh\r\nv\r\n');
  });
});
